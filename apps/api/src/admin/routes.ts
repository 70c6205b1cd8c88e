import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import { stringify } from 'csv-stringify';
import { z } from 'zod';
import { loadAllFlows } from '@shop/flows';
import { formatEur } from '@shop/money';
import { catalogue } from '../db/schema';
import { Refusal } from '../services/order-intake';
import { STATUS_TEXT } from '../services/order-page';
import { ORDER_STATUS } from '../services/orders';
import { CLI_ACTOR, recentAudit, writeAudit } from './audit';
import { installGuard, SESSION_COOKIE, type Access, type GuardedRoute } from './guard';
import { createAdminOrders, ORDER_NOT_FOUND, type OrderFilters } from './orders';
import { createStaffStore, isRole, LINK_INVALID, MIN_PASSWORD, PASSWORD_TOO_SHORT, SESSION_MS } from './staff';
import { adminContentRoutes } from './content';

export interface AdminOptions {
  /** Sign-in attempts per client and 15 minutes (issue 10: limited per client as well as per account). */
  loginRateLimit?: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every back-office route with who may call it (tests walk them all). */
    adminRouteTable: GuardedRoute[];
  }
}

/** Where the running server tells `npm run staff` how to reach it (see README, "Back office"). */
export const CLI_HANDLE = 'admin-cli.json';

const WRONG_LOGIN = 'Email o contraseña incorrectos.';
const LOCKED = 'Demasiados intentos fallidos. Espera 15 minutos e inténtalo de nuevo.';
const BAD_REQUEST = 'Revisa los datos enviados.';

/** Body check with zod: a Spanish refusal naming the fields at fault. */
function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  throw new Refusal(400, BAD_REQUEST, fields);
}

const password = z.string().min(MIN_PASSWORD, PASSWORD_TOO_SHORT).max(200, 'La contraseña es demasiado larga.');
const note = z.string().trim().max(2000, 'La nota es demasiado larga.');
const centsField = z.number({ error: 'Indica un importe.' }).int('Indica el importe en céntimos.').min(0, 'El importe no puede ser negativo.').max(100_000_000, 'El importe es demasiado alto.');

const filtersOf = (query: Record<string, string | undefined>): OrderFilters => ({ status: query.estado || undefined, flow: query.servicio || undefined, from: query.desde, to: query.hasta, q: query.q });

/** A CSV for Spanish spreadsheets: ';' between fields, a BOM so accents read right, no live formulas. */
function sendCsv(reply: FastifyReply, name: string, columns: Record<string, string>, rows: AsyncIterable<Record<string, unknown>> | Iterable<Record<string, unknown>>) {
  const csv = stringify({
    header: true,
    columns: Object.entries(columns).map(([key, header]) => ({ key, header })),
    delimiter: ';',
    bom: true,
    // Visitors type these cells: one starting like a formula is kept as text (CSV injection).
    cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
  });
  Readable.from(rows).pipe(csv);
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(csv);
}

/**
 * The back office's API (issue 10, DECISIONS §11), all under /api/admin. Each route says who may
 * call it in `config.access`; the guard (guard.ts) enforces it before anything else runs.
 *
 * Registered without encapsulation at this level (it decorates the root with `adminRouteTable`,
 * which tests walk, and writes the CLI's handle on listen); its routes, cookie parser and guard
 * live in their own encapsulated context inside.
 */
export async function adminRoutes(app: FastifyInstance, options: AdminOptions) {
  const table: GuardedRoute[] = [];
  const staff = createStaffStore(app.db, app.publicUrl);
  const adminOrders = createAdminOrders(app);
  const secureCookie = app.publicUrl.startsWith('https://');
  // The CLI's secret, fresh per start, readable only by the server's user (mode 600).
  const cliSecret = randomBytes(32).toString('base64url');
  const handlePath = join(app.dataDir, CLI_HANDLE);
  // Written whole then renamed: the command never reads a half-written file.
  const writeHandle = async (url: string | null) => {
    const temporary = `${handlePath}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify({ url, secret: cliSecret, pid: process.pid }), { mode: 0o600 });
    await chmod(temporary, 0o600);
    await rename(temporary, handlePath);
  };
  await writeHandle(null);
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') {
      const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address.includes(':') ? `[${address.address}]` : address.address;
      await writeHandle(`http://${host}:${address.port}`);
    }
  });
  app.addHook('onClose', async () => rm(handlePath, { force: true }));

  app.decorate('adminRouteTable', table);
  await app.register(async (admin) => {
    await admin.register(cookie);
    installGuard(admin, staff, () => cliSecret, table);
    const access = (value: Access) => ({ access: value });
    const actorOf = (request: { staff?: { id: number; email: string } }) => {
      if (!request.staff) throw new Refusal(401, 'Inicia sesión para continuar.');
      return { id: request.staff.id, email: request.staff.email };
    };
    const perClient = options.loginRateLimit ?? 30;

    // ---- Accounts and sessions ----
    admin.post('/api/admin/login', { config: { ...access('public'), rateLimit: perClient > 0 ? { max: perClient, timeWindow: '15 minutes' } : false } }, async (request, reply) => {
      const body = parse(z.object({ email: z.string().max(320), password: z.string().max(200) }), request.body);
      const result = await staff.login(body.email, body.password);
      if (!result.ok) throw new Refusal(result.reason === 'locked' ? 429 : 401, result.reason === 'locked' ? LOCKED : WRONG_LOGIN);
      reply.setCookie(SESSION_COOKIE, result.sessionId, { path: '/api/admin', httpOnly: true, sameSite: 'strict', secure: secureCookie, maxAge: SESSION_MS / 1000 });
      const session = await staff.session(result.sessionId);
      return { email: result.member.email, rol: result.member.role, csrf: session!.csrf };
    });

    admin.post('/api/admin/clave', { config: { ...access('public'), rateLimit: { max: 20, timeWindow: '15 minutes' } } }, async (request) => {
      const body = parse(z.object({ token: z.string().min(1).max(200), password }), request.body);
      if (!(await staff.setPasswordWithLink(body.token, body.password))) throw new Refusal(400, LINK_INVALID);
      return { ok: true, message: 'Contraseña guardada. Ya puedes iniciar sesión.' };
    });

    /** Who is signed in, or `null`: public, so that the sign-in screen's first look is not an error. */
    admin.get('/api/admin/session', { config: access('public') }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await staff.session(request.cookies[SESSION_COOKIE]);
      return { sesion: session ? { email: session.email, rol: session.role, csrf: session.csrf } : null };
    });

    admin.post('/api/admin/logout', { config: access('staff') }, async (request, reply) => {
      await staff.logout(request.staff!.idHash);
      reply.clearCookie(SESSION_COOKIE, { path: '/api/admin' });
      return { ok: true };
    });

    admin.post('/api/admin/password', { config: access('staff') }, async (request) => {
      const body = parse(z.object({ actual: z.string().max(200), nueva: password }), request.body);
      if (!(await staff.changePassword(request.staff!, body.actual, body.nueva))) throw new Refusal(400, 'La contraseña actual no es correcta.', { actual: 'La contraseña actual no es correcta.' });
      return { ok: true, message: 'Contraseña cambiada. Las demás sesiones se han cerrado.' };
    });

    /** `npm run staff -- add|reset EMAIL`: the running server does it, so PGlite keeps one process. */
    admin.post('/api/admin/cli/staff', { config: access('cli') }, async (request) => {
      const body = parse(z.object({ action: z.enum(['add', 'reset']), email: z.email('Email no válido.'), role: z.enum(['admin', 'staff']).optional() }), request.body);
      return runStaffCommand(staff, body);
    });

    // ---- Orders ----
    admin.get('/api/admin/meta', { config: access('staff') }, async () => {
      const flows = await loadAllFlows();
      return {
        servicios: flows.map((flow) => ({ id: flow.id, titulo: flow.title })).sort((a, b) => a.titulo.localeCompare(b.titulo, 'es')),
        estados: Object.values(ORDER_STATUS).map((status) => ({ id: status, texto: STATUS_TEXT[status] ?? status })),
      };
    });

    admin.get<{ Querystring: Record<string, string | undefined> }>('/api/admin/orders', { config: access('staff') }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminOrders.list(filtersOf(request.query), Number(request.query.pagina) || 1);
    });

    admin.get<{ Querystring: Record<string, string | undefined> }>('/api/admin/orders.csv', { config: access('staff') }, async (request, reply) => {
      const columns = { numero: 'Número', fecha: 'Fecha', servicio: 'Servicio', cliente: 'Cliente', email: 'Email', marca: 'Marca', estadoTexto: 'Estado', total: 'Total' };
      return sendCsv(reply, 'pedidos.csv', columns, adminOrders.all(filtersOf(request.query)) as AsyncIterable<Record<string, unknown>>);
    });

    admin.get<{ Params: { numero: string } }>('/api/admin/orders/:numero', { config: access('staff') }, async (request, reply) => {
      const detail = await adminOrders.detail(request.params.numero);
      if (!detail) throw new Refusal(404, ORDER_NOT_FOUND);
      reply.header('cache-control', 'no-store');
      return detail;
    });

    /** Files only through here: staff session required, streamed from storage outside the web root. */
    admin.get<{ Params: { numero: string; fileId: string } }>('/api/admin/orders/:numero/files/:fileId', { config: access('staff') }, async (request, reply) => {
      const file = await adminOrders.file(request.params.numero, Number(request.params.fileId));
      if (!file) throw new Refusal(404, 'No existe ese archivo.');
      const ascii = file.originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .type(file.mime || 'application/octet-stream')
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
        .header('cache-control', 'private, no-store')
        .send(createReadStream(join(app.uploadsDir, file.storedName)));
    });

    admin.post<{ Params: { numero: string } }>('/api/admin/orders/:numero/status', { config: access('staff') }, async (request) => {
      const body = parse(z.object({ estado: z.string().max(40), nota: note.optional() }), request.body);
      await adminOrders.changeStatus(request.params.numero, body.estado, body.nota ?? '', actorOf(request));
      return { ok: true };
    });

    admin.post<{ Params: { numero: string } }>('/api/admin/orders/:numero/notes', { config: access('staff') }, async (request) => {
      const body = parse(z.object({ texto: note.min(1, 'Escribe la nota.') }), request.body);
      await adminOrders.addNote(request.params.numero, body.texto, actorOf(request));
      return { ok: true };
    });

    admin.post<{ Params: { numero: string } }>('/api/admin/orders/:numero/quote', { config: access('staff') }, async (request) => {
      const body = parse(z.object({ centimos: centsField.min(1, 'El presupuesto debe tener un importe.'), mensaje: note }), request.body);
      await adminOrders.answerQuote(request.params.numero, body.centimos, body.mensaje, actorOf(request));
      return { ok: true, total: formatEur(body.centimos) };
    });

    // ---- Prices (admin) ----
    admin.get('/api/admin/prices', { config: access('admin') }, async (_request, reply) => {
      const rows = await app.db.select().from(catalogue).orderBy(catalogue.flowId, catalogue.key);
      const flows = await loadAllFlows();
      reply.header('cache-control', 'no-store');
      return flows
        .map((flow) => ({
          flow: flow.id,
          titulo: flow.title,
          precios: rows
            .filter((row) => row.flowId === flow.id)
            .map((row) => ({ clave: row.key, concepto: row.label, centimos: row.cents, importe: formatEur(row.cents), cambiadoPor: row.updatedBy, cambiadoEl: row.updatedBy ? row.updatedAt.toISOString() : null })),
        }))
        .filter((group) => group.precios.length > 0)
        .sort((a, b) => a.titulo.localeCompare(b.titulo, 'es'));
    });

    admin.put<{ Params: { flow: string; key: string } }>('/api/admin/prices/:flow/:key', { config: access('admin') }, async (request) => {
      const body = parse(z.object({ centimos: centsField }), request.body);
      const actor = actorOf(request);
      const { flow, key } = request.params;
      const changed = await app.catalogue.set(flow, key, body.centimos, actor.email, (tx, before) =>
        writeAudit(tx, actor, 'price.set', 'price', `${flow}/${key}`, { centimos: before }, { centimos: body.centimos }),
      );
      if (!changed) throw new Refusal(404, 'No existe ese precio.');
      return { ok: true, importe: formatEur(body.centimos) };
    });

    // ---- Staff accounts (admin) ----
    admin.get('/api/admin/staff', { config: access('admin') }, async () =>
      (await staff.list()).map((row) => ({ id: row.id, email: row.email, rol: row.role, activa: row.disabledAt === null, conClave: row.hasPassword, alta: row.createdAt.toISOString() })),
    );

    admin.post('/api/admin/staff', { config: access('admin') }, async (request) => {
      const body = parse(z.object({ email: z.email('Email no válido.'), rol: z.enum(['admin', 'staff'], 'Elige un rol.') }), request.body);
      const { link, created } = await staff.add(body.email, body.rol, actorOf(request));
      return { ok: true, enlace: link, nueva: created };
    });

    admin.post<{ Params: { id: string } }>('/api/admin/staff/:id/reset', { config: access('admin') }, async (request) => {
      const link = await staff.reset(Number(request.params.id), actorOf(request));
      if (!link) throw new Refusal(404, 'No existe esa cuenta.');
      return { ok: true, enlace: link };
    });

    admin.post<{ Params: { id: string } }>('/api/admin/staff/:id/active', { config: access('admin') }, async (request) => {
      const body = parse(z.object({ activa: z.boolean() }), request.body);
      if (Number(request.params.id) === request.staff!.id && !body.activa) throw new Refusal(409, 'No puedes desactivar tu propia cuenta.');
      if (!(await staff.setDisabled(Number(request.params.id), !body.activa, actorOf(request)))) throw new Refusal(404, 'No existe esa cuenta.');
      return { ok: true };
    });

    admin.get('/api/admin/audit', { config: access('admin') }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await recentAudit(app.db)).map((row) => ({ id: row.id, quien: row.staffEmail, accion: row.action, objeto: `${row.entity} ${row.entityId}`, antes: row.before, despues: row.after, fecha: row.createdAt.toISOString() }));
    });

    await adminContentRoutes(admin, { access, actorOf, parse, sendCsv });
  });
}

/** What `npm run staff` asks for, run by the server (endpoint) or by the CLI itself (no server). */
export async function runStaffCommand(staff: ReturnType<typeof createStaffStore>, command: { action: 'add' | 'reset'; email: string; role?: string | undefined }) {
  if (command.action === 'add') {
    if (!isRole(command.role)) throw new Refusal(400, 'Indica el rol: --role admin o --role staff.');
    const { link, created } = await staff.add(command.email, command.role, CLI_ACTOR);
    return { link, created };
  }
  const member = (await staff.list()).find((row) => row.email === command.email.trim().toLowerCase());
  if (!member) throw new Refusal(404, 'No existe esa cuenta.');
  return { link: (await staff.reset(member.id, CLI_ACTOR))!, created: false };
}
