import { randomBytes } from 'node:crypto';
import { chmod, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import { stringify } from 'csv-stringify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadAllFlows, loadFlow } from '@shop/flows';
import { formatEur } from '@shop/money';
import { catalogue } from '../db/schema';
import { Refusal } from '../services/order-intake';
import { ORDER_STATUS, STATUS_TEXT } from '../services/orders';
import { STORE_AREAS, within } from '../services/storage';
import { CLI_ACTOR, auditPage, writeAudit } from './audit';
import { auditTexts, subjectCode, subjectText } from './audit-text';
import { checkPriceChange } from './price-change';
import { downloadName } from './download-name';
import { officeDateTime } from './office-time';
import { installGuard, SESSION_COOKIE, type Access, type GuardedRoute } from './guard';
import { createAdminOrders, ORDER_NOT_FOUND, type OrderFilters, type OrderSort } from './orders';
import { createStaffStore, isRole, LINK_INVALID, normalEmail, SESSION_MS } from './staff';
import { adminContentRoutes } from './content';
import { adminInvoiceRoutes } from './invoices-routes';
import { orderWorkRoutes } from './order-work-routes';
import { adminFilingRoutes } from './filing';
import { adminDeadlineRoutes } from './deadlines';
import { adminClientRoutes } from './client-routes';
import { clampInt } from '../site/news';
import * as schemas from './schemas';
import { noStore } from '../routes/no-store';

export interface AdminOptions {
  /** Sign-in attempts per client and 15 minutes (ADR 007: limited per client as well as per account). */
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
const SAME_PASSWORD = 'La nueva contraseña debe ser distinta de la actual.';
const ROLE_TEXT = { admin: 'Administración', staff: 'Gestión' } as const;
const LOCKED = 'Demasiados intentos fallidos. Espera 15 minutos e inténtalo de nuevo.';

/**
 * The furthest list page asked for: 2.5 million orders. A larger one ('1e20', 'Infinity') would
 * make an offset PostgreSQL cannot take; read as the public news list reads its `page`.
 */
const MAX_ORDER_PAGE = 100_000;

const filtersOf = (
  query: {
    estado?: string;
    asignado?: 'yo';
    servicio?: string;
    desde?: string;
    hasta?: string;
    q?: string;
    orden?: OrderSort;
    sentido?: 'asc' | 'desc';
  },
  /** Whose 'Mis asuntos' `asignado=yo` means: the signed-in member's. */
  staffId?: number,
): OrderFilters => ({
  status: query.estado || undefined,
  assignedTo: query.asignado === 'yo' ? (staffId ?? 0) : undefined,
  flow: query.servicio || undefined,
  from: query.desde,
  to: query.hasta,
  q: query.q,
  sort: query.orden,
  direction: query.sentido,
});

/** Columns holding an instant (ISO in the API): the CSV writes them on the office's clock. */
const TIME_COLUMNS = new Set(['fecha', 'alta']);

/** A CSV for Spanish spreadsheets: ';' between fields, a BOM so accents read right, no live formulas. */
function sendCsv(
  reply: FastifyReply,
  name: string,
  columns: Record<string, string>,
  rows: AsyncIterable<Record<string, unknown>> | Iterable<Record<string, unknown>>,
) {
  const csv = stringify({
    header: true,
    columns: Object.entries(columns).map(([key, header]) => ({ key, header })),
    delimiter: ';',
    bom: true,
    cast: {
      // Visitors type these cells: one starting like a formula is kept as text (CSV injection).
      string: (value, context) => (TIME_COLUMNS.has(String(context.column)) ? officeDateTime(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value),
    },
  });
  // A failure while reading (the database going away) ends this download, never the process:
  // piped, the source's error had no listener and Node threw it.
  const source = Readable.from(rows);
  source.on('error', (error) => csv.destroy(error));
  source.pipe(csv);
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(csv);
}

/**
 * The back office's API (ADR 007, DECISIONS §11), all under /api/admin. Each route says who may
 * call it in `config.access`; the guard (guard.ts) enforces it before anything else runs, and its
 * schemas (schemas.ts) check what comes in and what goes out.
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
      const host =
        address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address.includes(':') ? `[${address.address}]` : address.address;
      await writeHandle(`http://${host}:${address.port}`);
    }
  });
  app.addHook('onClose', async () => rm(handlePath, { force: true }));

  app.decorate('adminRouteTable', table);
  // `no-store` on every private answer, the back office's and the orders' alike: registered here
  // because this area alone sits on the root, whose hooks reach every area, before or after it.
  await app.register(noStore);
  await app.register(async (instance) => {
    const admin = instance.withTypeProvider<ZodTypeProvider>();
    await admin.register(cookie);
    installGuard(instance, staff, () => cliSecret, table);
    const access = (value: Access) => ({ access: value });
    const actorOf = (request: { staff?: { id: number; email: string } }) => {
      if (!request.staff) throw new Refusal(401, 'Inicia sesión para continuar.');
      return { id: request.staff.id, email: request.staff.email };
    };
    const perClient = options.loginRateLimit ?? 30;

    // ---- Accounts and sessions ----
    admin.post(
      '/api/admin/login',
      { config: { ...access('public'), rateLimit: perClient > 0 ? { max: perClient, timeWindow: '15 minutes' } : false }, schema: schemas.login },
      async (request, reply) => {
        const { body } = request;
        const result = await staff.login(body.email, body.password);
        // Sign-ins are in the audit log too (DECISIONS §11), failed ones under the address tried.
        const client = { ip: request.ip };
        if (!result.ok) {
          const tried = body.email.trim().toLowerCase();
          await writeAudit(app.db, { id: null, email: tried }, result.reason === 'locked' ? 'session.locked' : 'session.failed', 'staff', tried, null, client);
          throw new Refusal(result.reason === 'locked' ? 429 : 401, result.reason === 'locked' ? LOCKED : WRONG_LOGIN);
        }
        await writeAudit(app.db, result.member, 'session.login', 'staff', result.member.email, null, client);
        reply.setCookie(SESSION_COOKIE, result.sessionId, {
          path: '/api/admin',
          httpOnly: true,
          sameSite: 'strict',
          secure: secureCookie,
          maxAge: SESSION_MS / 1000,
        });
        const session = await staff.session(result.sessionId);
        return { email: result.member.email, rol: result.member.role, csrf: session!.csrf };
      },
    );

    admin.post(
      '/api/admin/clave',
      { config: { ...access('public'), rateLimit: { max: 20, timeWindow: '15 minutes' } }, schema: schemas.setPassword },
      async (request) => {
        const { body } = request;
        if (!(await staff.setPasswordWithLink(body.token, body.password))) throw new Refusal(400, LINK_INVALID);
        return { ok: true, message: 'Contraseña guardada. Ya puedes iniciar sesión.' };
      },
    );

    /** Who is signed in, or `null`: public, so that the sign-in screen's first look is not an error. */
    admin.get('/api/admin/session', { config: access('public'), schema: schemas.session }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await staff.session(request.cookies[SESSION_COOKIE]);
      return { sesion: session ? { email: session.email, rol: session.role, csrf: session.csrf } : null };
    });

    admin.post('/api/admin/logout', { config: access('staff'), schema: schemas.logout }, async (request, reply) => {
      await staff.logout(request.staff!.idHash);
      await writeAudit(app.db, actorOf(request), 'session.logout', 'staff', request.staff!.email, null, null);
      reply.clearCookie(SESSION_COOKIE, { path: '/api/admin' });
      return { ok: true };
    });

    admin.post('/api/admin/password', { config: access('staff'), schema: schemas.changePassword }, async (request) => {
      const { body } = request;
      // The same password again changes nothing, yet would end the other sessions as if it had.
      if (body.nueva === body.actual) throw new Refusal(400, SAME_PASSWORD, { nueva: SAME_PASSWORD });
      if (!(await staff.changePassword(request.staff!, body.actual, body.nueva)))
        throw new Refusal(400, 'La contraseña actual no es correcta.', { actual: 'La contraseña actual no es correcta.' });
      return { ok: true, message: 'Contraseña cambiada. Las demás sesiones se han cerrado.' };
    });

    /** `npm run staff -- add|reset EMAIL`: the running server does it, so PGlite keeps one process. */
    admin.post('/api/admin/cli/staff', { config: access('cli'), schema: schemas.staffCommand }, async (request) => runStaffCommand(staff, request.body));

    // ---- Orders ----
    admin.get('/api/admin/meta', { config: access('staff'), schema: schemas.meta }, async () => {
      const flows = await loadAllFlows();
      return {
        servicios: flows.map((flow) => ({ id: flow.id, titulo: flow.title })).sort((a, b) => a.titulo.localeCompare(b.titulo, 'es')),
        estados: Object.values(ORDER_STATUS).map((status) => ({ id: status, texto: STATUS_TEXT[status] ?? status })),
      };
    });

    admin.get('/api/admin/orders', { config: access('staff'), schema: schemas.orderList }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminOrders.list(filtersOf(request.query, request.staff?.id), clampInt(request.query.pagina, 1, 1, MAX_ORDER_PAGE));
    });

    // Streamed answers are typed by hand: their schemas cover the query and the refusals only.
    instance.get<{ Querystring: Record<string, string | undefined> }>(
      '/api/admin/orders.csv',
      { config: access('staff'), schema: schemas.orderCsv },
      async (request, reply) => {
        const columns = {
          numero: 'Número',
          fecha: 'Fecha',
          servicio: 'Servicio',
          cliente: 'Cliente',
          email: 'Email',
          marca: 'Marca',
          estadoTexto: 'Estado',
          total: 'Total',
        };
        return sendCsv(reply, 'pedidos.csv', columns, adminOrders.all(filtersOf(request.query, request.staff?.id)) as AsyncIterable<Record<string, unknown>>);
      },
    );

    admin.get('/api/admin/orders/:numero', { config: access('staff'), schema: schemas.orderDetail }, async (request, reply) => {
      const detail = await adminOrders.detail(request.params.numero);
      if (!detail) throw new Refusal(404, ORDER_NOT_FOUND);
      reply.header('cache-control', 'no-store');
      return detail;
    });

    /** Files only through here: staff session required, streamed from storage outside the web root. */
    instance.get<{ Params: { numero: string; fileId: number } }>(
      '/api/admin/orders/:numero/files/:fileId',
      { config: access('staff'), schema: schemas.orderFile },
      async (request, reply) => {
        const file = await adminOrders.file(request.params.numero, request.params.fileId);
        // From the shared store (a bucket with S3_*), so any instance serves what another received.
        const stored = file && (await within(app.fileStore, STORE_AREAS.uploads).read(file.storedName));
        if (!file || !stored) throw new Refusal(404, 'No existe ese archivo.');
        const name = downloadName(file.originalName, file.mime);
        const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
        return reply
          .type(file.mime || 'application/octet-stream')
          .header('content-length', String(stored.size))
          .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
          .header('cache-control', 'private, no-store')
          .send(stored.body);
      },
    );

    admin.post('/api/admin/orders/:numero/status', { config: access('staff'), schema: schemas.orderStatus }, async (request) => {
      const { body } = request;
      await adminOrders.changeStatus(request.params.numero, body.estado, body.nota ?? '', actorOf(request));
      return { ok: true };
    });

    admin.post('/api/admin/orders/:numero/notes', { config: access('staff'), schema: schemas.orderNote }, async (request) => {
      const { body } = request;
      await adminOrders.addNote(request.params.numero, body.texto, actorOf(request));
      return { ok: true };
    });

    admin.post('/api/admin/orders/:numero/quote', { config: access('staff'), schema: schemas.orderQuote }, async (request) => {
      const { body } = request;
      await adminOrders.answerQuote(request.params.numero, body.centimos, body.mensaje, actorOf(request));
      return { ok: true, total: formatEur(body.centimos) };
    });

    // ---- Prices (admin) ----
    admin.get('/api/admin/prices', { config: access('admin'), schema: schemas.prices }, async (_request, reply) => {
      const rows = await app.db.select().from(catalogue).orderBy(catalogue.flowId, catalogue.key);
      const flows = await loadAllFlows();
      reply.header('cache-control', 'no-store');
      // A group's figures also price the flows that share them (the trade name, DECISIONS §1): said in its title.
      const sharing = (flowId: string) => flows.filter((other) => other.pricesFrom === flowId).map((other) => other.title);
      return flows
        .map((flow) => ({
          flow: flow.id,
          titulo: [flow.title, ...sharing(flow.id)].join(' y '),
          precios: rows
            .filter((row) => row.flowId === flow.id)
            .map((row) => ({
              clave: row.key,
              concepto: row.label,
              centimos: row.cents,
              importe: formatEur(row.cents),
              suplidosCentimos: row.suplidosCents ?? 0,
              suplidosImporte: formatEur(row.suplidosCents ?? 0),
              cambiadoPor: row.updatedBy,
              cambiadoEl: row.updatedBy ? row.updatedAt.toISOString() : null,
            })),
        }))
        .filter((group) => group.precios.length > 0)
        .sort((a, b) => a.titulo.localeCompare(b.titulo, 'es'));
    });

    admin.put('/api/admin/prices/:flow/:key', { config: access('admin'), schema: schemas.setPrice }, async (request) => {
      const { body } = request;
      const actor = actorOf(request);
      const { flow, key } = request.params;
      const definition = await loadFlow(flow);
      const entry = definition?.catalogue.find((candidate) => candidate.key === key);
      if (!definition || !entry) throw new Refusal(404, 'No existe ese precio.');
      // The price and its official fees (DECISIONS §12), as no order may break them (price-change.ts).
      const suplidos = checkPriceChange(definition, entry, await app.catalogue.prices(definition), body);
      const after = { centimos: body.centimos, suplidosCentimos: suplidos };
      const changed = await app.catalogue.set(flow, key, { cents: body.centimos, suplidosCents: suplidos }, actor.email, (tx, before) =>
        writeAudit(tx, actor, 'price.set', 'price', `${flow}/${key}`, { centimos: before.cents, suplidosCentimos: before.suplidosCents }, after),
      );
      if (!changed) throw new Refusal(404, 'No existe ese precio.');
      return { ok: true, importe: formatEur(body.centimos), suplidosImporte: formatEur(suplidos) };
    });

    // ---- Staff accounts (admin) ----
    admin.get('/api/admin/staff', { config: access('admin'), schema: schemas.staffList }, async () =>
      (await staff.list()).map((row) => ({
        id: row.id,
        email: row.email,
        rol: row.role,
        activa: row.disabledAt === null,
        conClave: row.hasPassword,
        alta: row.createdAt.toISOString(),
      })),
    );

    admin.post('/api/admin/staff', { config: access('admin'), schema: schemas.addStaff }, async (request) => {
      const { body } = request;
      // One's own role and password are not changed here: an admin could demote the last admin, themselves.
      if (normalEmail(body.email) === normalEmail(request.staff!.email))
        throw new Refusal(409, 'Tu propia cuenta no se cambia desde aquí: tu contraseña se cambia en «Mi contraseña».');
      // An existing account's role changes only when asked for: 'Añadir cuenta' with a known
      // address used to promote or demote it silently.
      const current = await staff.roleOf(body.email);
      if (current && current !== body.rol && !body.cambiarRol)
        throw new Refusal(409, `Esa cuenta ya existe, con el rol «${ROLE_TEXT[current]}». Confirma que quieres cambiarlo a «${ROLE_TEXT[body.rol]}».`);
      const { link, created } = await staff.add(body.email, body.rol, actorOf(request));
      return { ok: true, enlace: link, nueva: created };
    });

    admin.post('/api/admin/staff/:id/reset', { config: access('admin'), schema: schemas.resetStaff }, async (request) => {
      const link = await staff.reset(request.params.id, actorOf(request));
      if (!link) throw new Refusal(404, 'No existe esa cuenta.');
      return { ok: true, enlace: link };
    });

    admin.post('/api/admin/staff/:id/active', { config: access('admin'), schema: schemas.staffActive }, async (request) => {
      const { body } = request;
      if (request.params.id === request.staff!.id && !body.activa) throw new Refusal(409, 'No puedes desactivar tu propia cuenta.');
      if (!(await staff.setDisabled(request.params.id, !body.activa, actorOf(request)))) throw new Refusal(404, 'No existe esa cuenta.');
      return { ok: true };
    });

    admin.get('/api/admin/audit', { config: access('admin'), schema: schemas.audit }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { antes, accesos } = request.query;
      const [rows, labels, flows] = await Promise.all([
        auditPage(app.db, { before: antes, withSignIns: accesos !== 'no' }),
        app.db.select({ flowId: catalogue.flowId, key: catalogue.key, label: catalogue.label }).from(catalogue),
        loadAllFlows(),
      ]);
      const titles = new Map(flows.map((flow) => [flow.id, flow.title]));
      const prices = new Map(labels.map((row) => [`${row.flowId}/${row.key}`, { label: row.label, service: titles.get(row.flowId) ?? row.flowId }]));
      return rows.map((row) => ({
        id: row.id,
        quien: row.staffEmail,
        accion: row.action,
        objeto: subjectCode(row.entity, row.entityId),
        objetoTexto: subjectText(row.entity, row.entityId, prices),
        antes: row.before,
        despues: row.after,
        ...auditTexts(row.before, row.after),
        fecha: row.createdAt.toISOString(),
      }));
    });

    await adminContentRoutes(instance, { access, actorOf, sendCsv });
    await adminInvoiceRoutes(instance, { access, actorOf, sendCsv });
    await adminFilingRoutes(instance, { access, actorOf });
    await adminDeadlineRoutes(instance, { access, sendCsv });
    await instance.register(orderWorkRoutes, { access, actorOf, filtersOf });
    await adminClientRoutes(instance, { access, actorOf });
  });
}

/** What `npm run staff` asks for, run by the server (endpoint) or by the CLI itself (no server). */
export async function runStaffCommand(
  staff: ReturnType<typeof createStaffStore>,
  command: { action: 'add' | 'reset'; email: string; role?: string | undefined },
) {
  if (command.action === 'add') {
    if (!isRole(command.role)) throw new Refusal(400, 'Indica el rol: --role admin o --role staff.');
    const { link, created } = await staff.add(command.email, command.role, CLI_ACTOR);
    return { link, created };
  }
  const member = (await staff.list()).find((row) => row.email === command.email.trim().toLowerCase());
  if (!member) throw new Refusal(404, 'No existe esa cuenta.');
  return { link: (await staff.reset(member.id, CLI_ACTOR))!, created: false };
}
