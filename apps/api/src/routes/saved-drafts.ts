import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadFlow } from '@shop/flows';
import { EMAIL_FORMAT_MESSAGE, ERROR_BANNER, fileFieldOf, initialDataOf, isEmail, refusedValueMessage } from '@shop/flow-kit';
import { stepNotReached } from '@shop/flow-kit/draft-check';
import { Refusal, refusalBody } from '../services/order-intake';
import { checkFiles, keepFiles, removeStored, type ReceivedForm } from '../services/uploads';
import type { UploadBudgets } from '../services/upload-budget';
import { addressCounter } from '../services/address-counter';
import * as schemas from './saved-drafts-schemas';

const FILES_MISSING = 'No han llegado todos los archivos anunciados. Vuelve a adjuntarlos e inténtalo de nuevo.';
const UNKNOWN_FLOW = 'El servicio solicitado no existe.';
const BAD_ROUTE = 'Esa dirección no es de este servicio.';
const BAD_STEP = 'Ese paso no es de este servicio.';
/** Links mailed to one address in an hour: the form mails any address it is given. */
const DRAFTS_PER_ADDRESS = 5;

export interface SavedDraftRouteOptions {
  /** The order saves' limit per client: a draft save is one more save. */
  config: { rateLimit: false | { max: number; timeWindow: string } };
  /** The order saves' multipart reader, held to the same per-order and per-client budgets. */
  formOf: (request: FastifyRequest, reply: FastifyReply) => Promise<ReceivedForm>;
  budgets: UploadBudgets;
}

/** The `data` part: JSON, of the draft's shape. */
function envelopeOf(raw: string | undefined) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '');
  } catch {
    throw new Refusal(400, schemas.BAD_DRAFT, { data: schemas.BAD_DRAFT });
  }
  const envelope = schemas.draftEnvelope.safeParse(parsed);
  if (!envelope.success) throw new Refusal(400, schemas.BAD_DRAFT, { [String(envelope.error.issues[0]?.path[0] ?? 'data')]: schemas.BAD_DRAFT });
  return envelope.data;
}

/**
 * 'Guardar y continuar más tarde' (docs/decisions/019-drafts-kept-on-the-server.md), inside the
 * orders' area: a draft save is read by the same multipart reader, its files checked by the same
 * rules and counted against the same budgets as an order's. Reading a draft needs its link's token;
 * any token that opens nothing gets one sentence. Nothing here may be cached: it is personal data.
 */
export async function savedDraftRoutes(app: FastifyInstance, { config, formOf, budgets }: SavedDraftRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { savedDrafts } = app;
  const countForAddress = addressCounter(app, 'borradores', 3_600_000);
  const gone = (reply: FastifyReply) => reply.code(404).header('cache-control', 'no-store').send(refusalBody(schemas.DRAFT_GONE));

  app.post('/api/borradores', { config, schema: { ...schemas.draftSave, summary: 'Guarda un borrador y envía su enlace' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const form = await formOf(request, reply);
    try {
      const envelope = envelopeOf(form.fields.data);
      const flow = await loadFlow(envelope.flow);
      if (!flow) throw new Refusal(400, UNKNOWN_FLOW, { flow: UNKNOWN_FLOW });
      if (!flow.routes.includes(envelope.ruta)) throw new Refusal(400, BAD_ROUTE, { ruta: BAD_ROUTE });
      const step = flow.steps.find((candidate) => candidate.id === envelope.paso && candidate.kind !== 'confirmation');
      if (!step) throw new Refusal(400, BAD_STEP, { paso: BAD_STEP });
      const email = envelope.email.trim();
      if (!isEmail(email)) throw new Refusal(400, EMAIL_FORMAT_MESSAGE, { email: EMAIL_FORMAT_MESSAGE });

      // The data as the form holds it: every value of the flow's shape, blanks included (a draft is partial).
      const received = { ...initialDataOf(flow, envelope.ruta), ...envelope.datos };
      const parsed = flow.dataSchema().safeParse(received, { error: (issue) => refusedValueMessage(issue as Parameters<typeof refusedValueMessage>[0]) });
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'datos', issue.message]));
        throw new Refusal(400, schemas.BAD_DRAFT, fields);
      }
      const data = flow.normalizeData(parsed.data) as Record<string, unknown>;
      // The steps before the one it was left on passed, as the wizard required them to.
      const prices = await app.catalogue.prices(flow);
      const stopped = await stepNotReached(flow, data, step.id, prices);
      if (stopped) throw new Refusal(400, Object.keys(stopped.issues).length > 0 ? ERROR_BANNER : BAD_STEP, { paso: BAD_STEP, ...stopped.issues });

      const declaredCount = form.fields.fileCount?.trim();
      if (declaredCount !== undefined && declaredCount !== String(form.files.length)) throw new Refusal(400, FILES_MISSING, { fileCount: FILES_MISSING });
      const fileField = fileFieldOf(flow, data);
      const files = await checkFiles(fileField?.rule, form.files);
      if (files.message) throw new Refusal(400, files.message, { [fileField?.name ?? 'uploadedFile']: files.message });

      // Counted once the save is sound: a refused one mails nothing.
      if ((await countForAddress(email)) > DRAFTS_PER_ADDRESS) throw new Refusal(429, schemas.TOO_MANY_FOR_ADDRESS, { email: schemas.TOO_MANY_FOR_ADDRESS });
      const stored = await keepFiles(files.files, savedDrafts.store);
      try {
        const { expires } = await savedDrafts.save({ flow: flow.id, title: flow.title, route: envelope.ruta, step: step.id, data, email, files: stored });
        await budgets.charge(
          request.ip,
          stored.reduce((sum, file) => sum + file.sizeBytes, 0),
        );
        return reply.code(201).send({ ok: true as const, mensaje: schemas.DRAFT_SAVED, caduca: expires.toISOString() });
      } catch (error) {
        await removeStored(stored, savedDrafts.store).catch(() => undefined);
        throw error;
      }
    } finally {
      await form.discard();
    }
  });

  api.get('/api/borradores/:token', { schema: schemas.draftRead }, async (request, reply) => {
    const { token } = request.params;
    const draft = await savedDrafts.find(token);
    if (!draft) return gone(reply);
    reply.header('cache-control', 'no-store');
    return {
      flow: draft.flow,
      ruta: draft.route,
      paso: draft.step,
      datos: draft.data as Record<string, unknown>,
      archivos: draft.files.map((file, index) => ({
        nombre: file.originalName,
        tipo: file.mime,
        tamano: file.sizeBytes,
        url: `/api/borradores/${encodeURIComponent(token)}/archivos/${index}`,
      })),
      caduca: draft.expiresAt.toISOString(),
    };
  });

  app.get<{ Params: { token: string; index: string } }>('/api/borradores/:token/archivos/:index', { schema: schemas.draftFile }, async (request, reply) => {
    const { token, index } = request.params;
    const found = /^\d{1,2}$/.test(index) ? await savedDrafts.file(token, Number(index)) : undefined;
    if (!found) return gone(reply);
    const { file, opened } = found;
    const ascii = file.originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .headers({
        'content-type': file.mime,
        'content-length': String(opened.size),
        'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      })
      .send(opened.body);
  });
}
