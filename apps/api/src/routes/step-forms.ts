import { rm } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildEnvelope, fileFieldOf, initialDataOf, KEPT_DRAFT_GONE, type AnyFlow, type Issues, type SaveInput, type SaveResult } from '@shop/flow-kit';
import { BACK_ACTION, dataFromStepForm, FILE_INPUT, postedValuesOf, STEP_FORM } from '@shop/flow-kit/step-form';
import { answerStep, type ServerStep } from '@shop/flow-kit/step-answer';
import { countryByCode } from '@shop/ip-content/countries';
import { sha256 } from '../services/link-keys';
import { createFormDrafts, formDraftValue, type FoundDraft } from '../services/form-drafts';
import { DRAFT_PARAMETER } from '../services/saved-drafts';
import { escapeHtml } from './html';
import { receivedFromStore } from '../services/stored-to-received';
import { checkFiles, keepFiles, receiveForm, removeStored, STEP_FORM_SHAPE, type ReceivedFile } from '../services/uploads';
import { DEFAULT_UPLOAD_LIMITS, UploadBudgets, type UploadLimits } from '../services/upload-budget';
import { Refusal } from '../services/refusal';
import { htmlPage, redirection } from './api-schemas';
import type { StoredFile } from '../services/orders';

/** Renders a flow's page at the step the server answered (the web area's page renderer). */
export type RenderStep = (request: FastifyRequest, reply: FastifyReply, status: number, route: string, step: ServerStep) => Promise<FastifyReply>;

export interface StepFormOptions {
  /** The flow each route's page shows. */
  flowOf: (route: string) => AnyFlow | undefined;
  routes: readonly string[];
  render: RenderStep;
  uploads?: UploadLimits | undefined;
  /** Forms per client and minute, as the order saves' limit; 0 turns it off. */
  perMinute?: number | undefined;
}

const DRAFT_GONE = 'Tu solicitud a medias ha caducado: vuelve a rellenar el formulario, por favor.';
const SAVE_FAILED = 'No hemos podido guardar tu pedido ahora mismo. Inténtalo de nuevo en unos minutos.';
const UPLOADS_BUSY = 'Ya tienes varios envíos de archivos en curso. Espera a que terminen e inténtalo de nuevo.';

/** Pages for people, not an API: documented for completeness, hidden from the API's reference. */
const schema = {
  hide: true,
  consumes: ['multipart/form-data'],
  description:
    "A flow page's step form as the browser itself sends it (ADR 021): `_paso`, `_borrador`, `_accion` ('atras' for Back), the step's fields by name, `uploadedFile`.",
  response: { 200: htmlPage, 303: redirection, 410: htmlPage, 422: htmlPage },
};

/** A file input sent with nothing chosen arrives as an empty part: no file. */
const chosen = (file: ReceivedFile) => file.field === FILE_INPUT && file.sizeBytes > 0;

/** The files of a draft as its page lists them (the summary names them; the form cannot resend them). */
const listed = (files: readonly StoredFile[]): ServerStep['files'] =>
  files.map((file) => ({ name: file.originalName, sizeBytes: file.sizeBytes, type: file.mime }));

/**
 * Forms before JavaScript (docs/decisions/021-islands-and-forms-before-javascript.md): every flow's
 * page takes its step's `<form>` as the browser itself sends it. The fields are read by kind with
 * the flow's definitions, the flow's machine answers (its checks, its saves through the same order
 * intake as the API's, its Back, its payment), the visitor's steps so far are kept in a draft the
 * next form names, and the page is rendered at the step the machine rests on, or the browser is
 * sent to the payment page. Nothing here knows any flow.
 */
export async function stepFormRoutes(app: FastifyInstance, options: StepFormOptions) {
  const uploads = options.uploads ?? DEFAULT_UPLOAD_LIMITS;
  const budgets = new UploadBudgets(uploads, app.sharedStore);
  const drafts = createFormDrafts({ db: app.db });
  const store = app.savedDrafts.store;
  const perMinute = options.perMinute ?? 120;
  const config = { rateLimit: perMinute > 0 ? { max: perMinute, timeWindow: '1 minute' } : (false as const) };

  /** The order's save as the wizard makes it (apps/web/src/api/orders.ts), with the draft's files. */
  const saveWith =
    (flow: AnyFlow, files: readonly StoredFile[], borrador: string, mailed: string | undefined) =>
    async (input: SaveInput<Record<string, unknown>>): Promise<SaveResult> => {
      const prices = await app.catalogue.prices(flow);
      const quote = flow.price(input.data, prices);
      const envelope = buildEnvelope(flow.id, input.data, quote, flow.envelope(input.data, quote), input.referencia);
      const rule = fileFieldOf(flow, input.data)?.rule;
      const received = rule
        ? await receivedFromStore(files, store, app.tmpDir, (index) => (rule.naming === 'single' ? 'uploadedFile' : `uploadedFile_${index}`))
        : [];
      const fields: Record<string, string> = {
        data: JSON.stringify(envelope),
        subtotal: String(envelope.subtotal),
        total: String(envelope.total),
        modulo: envelope.modulo,
        ...(input.referencia ? { referencia: input.referencia } : {}),
        ...(rule ? { fileCount: String(received.length) } : {}),
      };
      const form = { fields, entries: Object.entries(fields), files: received, discard: async () => undefined };
      try {
        // One key per draft: the same form sent twice (a double tap, a reload) makes one order.
        const { order } = await app.saveOrder(form, sha256(`${borrador}:pedido`));
        // The mailed draft these steps started from goes with its order, as the wizard's saves link it (ADR 019).
        if (mailed) await app.savedDrafts.linkOrder(mailed, order.referencia);
        return { referencia: order.referencia, estado: order.estado, total: order.total };
      } catch (error) {
        if (error instanceof Refusal) throw Object.assign(new Error(error.message), { remedy: 'change' });
        app.log.error(error, 'No se ha podido guardar un pedido enviado sin JavaScript.');
        throw new Error(SAVE_FAILED);
      } finally {
        await Promise.all(received.map((file) => rm(file.tempPath, { force: true })));
      }
    };

  /** Copies of kept files under names of their own (a file gone from the store is left out). */
  const copyStored = async (files: readonly StoredFile[]): Promise<StoredFile[]> => {
    const copies: StoredFile[] = [];
    try {
      for (const file of files) {
        const [copy] = await receivedFromStore([file], store, app.tmpDir, () => file.field);
        if (copy) copies.push(...(await keepFiles([{ ...copy, mime: file.mime }], store).finally(() => rm(copy.tempPath, { force: true }))));
      }
    } catch (error) {
      await removeStored(copies, store).catch(() => undefined);
      throw error;
    }
    return copies;
  };

  /**
   * The link 'Guardar y continuar más tarde' mails (ADR 019) opened by the server: the flow's page at
   * the draft's step, with its data and its files listed, whose form names the mailed draft. The
   * same lookup as the drafts' API (its secret's checks and expiry); a link that opens nothing is
   * the first step with the wizard's words for it, 404 as the API answers it.
   */
  const openMailed = async (request: FastifyRequest, reply: FastifyReply, route: string, flow: AnyFlow, token: string) => {
    // The address holds the draft's secret: kept nowhere, sent to no other site.
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const kept = await app.savedDrafts.find(token);
    const step = kept?.flow === flow.id ? flow.steps.find((candidate) => candidate.id === kept.step && candidate.kind !== 'confirmation') : undefined;
    const data = kept && step ? flow.parseData(kept.data) : undefined;
    if (!kept || !step || !data) {
      const blank = initialDataOf(flow, route);
      const gone = { step: flow.steps[0]!.id, data: blank, showErrors: false, notice: KEPT_DRAFT_GONE };
      return options.render(request, reply, 404, route, { ...gone, borrador: '', files: [] });
    }
    return options.render(request, reply, 200, route, { step: step.id, data, showErrors: false, borrador: token, files: listed(kept.files) });
  };

  const answer = async (request: FastifyRequest, reply: FastifyReply, route: string, flow: AnyFlow) => {
    reply.header('cache-control', 'no-store');
    const release = budgets.startUpload(request.ip);
    if (!release) throw new Refusal(429, UPLOADS_BUSY);
    reply.raw.once('close', release);
    const fileField = fileFieldOf(flow);
    const form = await receiveForm(
      request,
      app.tmpDir,
      { requestBytes: uploads.orderBytes, clientBytesLeft: await budgets.bytesLeft(request.ip), fileFieldOf: async () => fileField },
      STEP_FORM_SHAPE,
    );
    try {
      const posted = postedValuesOf(form.entries);
      const token = form.fields[STEP_FORM.draft];
      const found = token ? await drafts.find(token) : undefined;
      const draft: FoundDraft | undefined = found?.flow === flow.id ? found : undefined;
      const first = flow.steps[0]!.id;
      const blank = initialDataOf(flow, route);
      const prices = await app.catalogue.prices(flow);
      if (token && !draft)
        return options.render(request, reply, 410, route, { step: first, data: blank, showErrors: false, failure: DRAFT_GONE, borrador: '', files: [] });

      const step = draft?.step ?? first;
      const earlier = draft ? (flow.parseData(draft.data) ?? blank) : blank;
      const back = form.fields[STEP_FORM.action] === BACK_ACTION;
      // A form from an older page of this draft (another tab, the browser's Back) is answered with the draft's step.
      const sentFrom = form.fields[STEP_FORM.step] ?? first;
      const data =
        sentFrom === step && !back ? dataFromStepForm(flow, step, earlier, posted, flow.price(earlier, prices).totalCents, { countryByCode }) : earlier;

      let files: StoredFile[] = draft?.files ?? [];
      const picked = sentFrom === step && !back ? form.files.filter(chosen) : [];
      const issues: Issues = {};
      if (picked.length > 0 && fileField) {
        picked.forEach((file, index) => (file.field = fileField.rule.naming === 'single' ? 'uploadedFile' : `uploadedFile_${index}`));
        const checked = await checkFiles(fileField.rule, picked);
        if (checked.message) issues[fileField.name] = checked.message;
        else files = await keepFiles(checked.files, store);
      }
      // What the draft keeps is what the flow parses: a value it refuses (a NUL, which PostgreSQL's
      // jsonb cannot hold) is shown back with its message, never stored.
      const storable = (typed: Record<string, unknown>) => flow.parseData(typed) ?? blank;
      // A mailed draft is only read: the visitor's steps from it are a form draft of their own, with
      // their own copy of its files (either draft's sweep removes only its own).
      if (draft && !draft.own && files === draft.files) files = await copyStored(draft.files);
      // Kept before the machine runs: its saves name this draft (their idempotency key is the draft's).
      const borrador = await drafts.keep(draft?.own, { flow: flow.id, route, step, data: storable(data), files, referencia: draft?.referencia });
      if (draft?.own && files !== draft.files) await removeStored(draft.files, store).catch(() => undefined);
      const moved =
        Object.keys(issues).length > 0
          ? {
              step,
              data,
              showErrors: true,
              toPayment: false,
              failure: Object.values(issues)[0],
              failureRemedy: 'change' as const,
              referencia: draft?.referencia,
            }
          : sentFrom === step || back
            ? await answerStep(flow, { step, data, referencia: draft?.referencia, back, prices, save: saveWith(flow, files, borrador, draft?.mailed) })
            : { step, data, showErrors: false, toPayment: false, referencia: draft?.referencia };
      await drafts.keep(borrador, { flow: flow.id, route, step: moved.step, data: storable(moved.data), files, referencia: moved.referencia });
      if (moved.toPayment && moved.referencia) return reply.redirect(`/g/pay?trans=${encodeURIComponent(moved.referencia)}`, 303);
      const { toPayment: _paying, referencia, ...shown } = moved;
      return options.render(request, reply, shown.showErrors || shown.failure ? 422 : 200, route, {
        ...shown,
        ...(referencia ? { referencia } : {}),
        borrador: formDraftValue(borrador, draft?.mailed),
        files: listed(files),
      });
    } finally {
      await form.discard();
    }
  };

  for (const route of options.routes) {
    const flow = options.flowOf(route);
    if (flow) app.post(route, { config, schema }, (request, reply) => answer(request, reply, route, flow));
  }

  // A flow page's GET is the web area's (its catch-all). A mailed link's page, in a browser that runs
  // it, is the wizard's: it opens the draft with every enhancement (the bot check, saving again, the
  // class search). Without JavaScript the page's <noscript> refresh asks for the same link marked
  // `sin-javascript`, answered here, before the web area, by the server's own page (ADR 021).
  const flowRoutes = new Set(options.routes);
  const mailedLinks = new WeakMap<FastifyRequest, string>();
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const at = request.url.indexOf('?');
    const route = at < 0 ? request.url : request.url.slice(0, at);
    const flow = flowRoutes.has(route) ? options.flowOf(route) : undefined;
    const query = new URLSearchParams(at >= 0 ? request.url.slice(at + 1) : '');
    const token = flow ? query.get(DRAFT_PARAMETER) : null;
    if (!flow || token === null) return;
    if (query.has(WITHOUT_JAVASCRIPT)) return openMailed(request, reply, route, flow, token);
    mailedLinks.set(request, `${route}?${new URLSearchParams({ [DRAFT_PARAMETER]: token, [WITHOUT_JAVASCRIPT]: '1' })}`);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const withoutJavaScript = mailedLinks.get(request);
    if (withoutJavaScript === undefined || typeof payload !== 'string') return payload;
    const refresh = `<noscript><meta http-equiv="refresh" content="0; url=${escapeHtml(withoutJavaScript)}"></noscript>`;
    return payload.replace('</head>', () => `${refresh}</head>`);
  });
}

/** The query parameter of a mailed link's page for a browser without JavaScript (its <noscript> refresh). */
export const WITHOUT_JAVASCRIPT = 'sin-javascript';
