import { buildEnvelope, dataFromEnvelope, envelopeShape, ERROR_BANNER, fileFieldOf, type AnyFlow, type Issues, validateOrder } from '@shop/flow-kit';
import { formatEur } from '@shop/money';
import { CONDITIONS_VERSION } from '@shop/settings';
import { loadFlow } from '@shop/flows';
import type { Catalogue } from './catalogue';
import { OPEN_STATES, ORDER_STATUS, OrderConflict, STATUS_TEXT, type OrderRow, type OrderStore } from './orders';
import { isReferencia } from './referencia';
import { checkFiles, keepFiles, removeStored, type ReceivedForm } from './uploads';
import type { FileStore } from './storage';
import type { BotCheck } from '../site/bot-check';
import type { RequestQuote } from './quote-requests';
import { canonicalCountries } from './countries';
import { canonicalPhones } from './phones';
import { CONTACT_MESSAGES } from '@shop/flow-kit/contact';

export { Refusal, refusalBody } from './refusal';
import { Refusal } from './refusal';

export const NOT_FOUND = 'No existe ningún pedido con esa referencia.';
export const ALREADY_PAID = 'Este pedido ya está pagado y no se puede modificar.';
export const NO_LONGER_EDITABLE = 'Este pedido ya no se puede modificar. Si necesitas cambiar algo, escríbenos.';
export const ALREADY_SENT = 'Esta solicitud ya se ha enviado y no se puede modificar. Si quieres cambiar algo, escríbenos.';

export interface SavedOrder {
  referencia: string;
  numero: string;
  estado: string;
  /** How the state reads ('Borrador guardado', 'Presupuesto solicitado'), as the order page says it. */
  estadoTexto: string;
  total: { centimos: number; texto: string };
}

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};

export const savedOrderOf = (row: OrderRow): SavedOrder => ({
  referencia: row.referencia,
  numero: row.numero,
  estado: row.status,
  estadoTexto: STATUS_TEXT[row.status] ?? row.status,
  total: { centimos: row.totalCents, texto: formatEur(row.totalCents) },
});

/**
 * Proof of what the visitor accepted (DECISIONS §11): when privacy and terms were first ticked on
 * this order, and the version of the conditions shown. A later save keeps the first acceptance.
 */
function acceptanceOf(data: Record<string, unknown>, earlier: unknown): { privacidad: string | null; condiciones: string | null; versionCondiciones: string } {
  const before = (earlier ?? {}) as { privacidad?: string | null; condiciones?: string | null; versionCondiciones?: string };
  const now = new Date().toISOString();
  return {
    privacidad: data.acceptPrivacy === true ? (before.privacidad ?? now) : null,
    condiciones: data.acceptTerms === true ? (before.condiciones ?? now) : null,
    versionCondiciones: data.acceptTerms === true && before.condiciones ? (before.versionCondiciones ?? CONDITIONS_VERSION) : CONDITIONS_VERSION,
  };
}

export const KEY_REUSED = 'Esta clave de idempotencia ya se usó para un pedido distinto.';

/**
 * A key a client chose with enough randomness to be as secret as a reference (the web app's is a
 * UUID): only such a key lets a repeated save change the order it made.
 */
const isSecretKey = (key: string): boolean => key.length >= 32;

/**
 * What a save repeated with the key of an earlier one is (DECISIONS §3). The same order again (the
 * answer to the first was lost): 'same', the earlier order is the answer. Different content: the
 * visitor changed something before the lost answer came, so it is an edit of that order, when the
 * key is secret; a guessable key must not hand an order's reference to whoever sends it with other
 * data (409).
 */
async function retryOf(
  flow: AnyFlow,
  earlier: OrderRow,
  sent: { data: Record<string, unknown>; files: readonly { sha256: string }[]; clearFiles: boolean; key: string },
  storedFiles: (orderId: number) => Promise<readonly { sha256: string | null }[]>,
): Promise<'same' | 'changed'> {
  if (earlier.flow !== flow.id) throw new Refusal(409, KEY_REUSED, { 'Idempotency-Key': KEY_REUSED });
  const earlierData = flow.parseData(dataFromEnvelope(earlier.envelope as Record<string, unknown>));
  let same = JSON.stringify(earlierData) === JSON.stringify(sent.data);
  // Files sent (or none declared) are compared by content; a save that sends none keeps the order's.
  if (same && (sent.files.length > 0 || sent.clearFiles)) {
    const contentOf = (files: readonly { sha256: string | null }[]) => JSON.stringify(files.map((file) => file.sha256 ?? '').sort());
    same = contentOf(await storedFiles(earlier.id)) === contentOf(sent.files);
  }
  if (same) return 'same';
  if (!isSecretKey(sent.key)) throw new Refusal(409, KEY_REUSED, { 'Idempotency-Key': KEY_REUSED });
  return 'changed';
}

/** Whether a stored order is a quote request of its flow (never paid online, DECISIONS §4). */
export function isQuoteOrder(flow: AnyFlow, order: OrderRow): boolean {
  const data = flow.parseData(dataFromEnvelope(order.envelope as Record<string, unknown>));
  return data === undefined ? flow.quoteOnly === true : flow.isQuote(data);
}

/**
 * The order a save updates: the `referencia` part (spec-1 §7.4), or the application's own
 * `referencia` (spec-1 §3 lists it among the data's fields, "added on updates"): a client that
 * sends it only there was creating a new order on every save.
 */
export function referenciaOf(part: string | undefined, envelope: Record<string, unknown> | undefined): string | undefined {
  const inData = typeof envelope?.referencia === 'string' ? envelope.referencia : undefined;
  return part?.trim() || inData?.trim() || undefined;
}

const BAD_DATA = 'Los datos del pedido no son válidos.';
const FILES_MISSING = 'No han llegado todos los archivos anunciados. Vuelve a adjuntarlos e inténtalo de nuevo.';
/** The contact form's sentence: the same check fails the same way on every form. */
const BOT_CHECK_FAILED = CONTACT_MESSAGES.botCheckFailed;
const NO_FLOW = 'Falta el servicio solicitado.';
const UNKNOWN_FLOW = 'El servicio solicitado no existe.';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The envelope's outer shape, each refusal naming the part at fault: `data`, `flow` or `adicional`. */
async function flowOfEnvelope(raw: string | undefined): Promise<{ flow: AnyFlow; envelope: Record<string, unknown> }> {
  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(raw ?? '');
  } catch {
    throw new Refusal(400, BAD_DATA, { data: BAD_DATA });
  }
  if (!isPlainObject(parsedJson)) throw new Refusal(400, BAD_DATA, { data: BAD_DATA });
  const envelope = envelopeShape.safeParse(parsedJson);
  if (!envelope.success) {
    const fields: Issues = {};
    for (const issue of envelope.error.issues) fields[String(issue.path[0])] ??= issue.path[0] === 'flow' ? NO_FLOW : BAD_DATA;
    throw new Refusal(400, BAD_DATA, fields);
  }
  const flow = await loadFlow(envelope.data.flow);
  if (!flow) throw new Refusal(400, UNKNOWN_FLOW, { flow: UNKNOWN_FLOW });
  return { flow, envelope: envelope.data };
}

/**
 * `POST /api/guardar_marca`, generic over flows: the flow's schema validates, its formula prices
 * with the stored catalogue, its file rules check the uploads by content. The browser's totals are
 * read by nobody (DECISIONS §1).
 */
export function createOrderIntake(deps: {
  orders: OrderStore;
  catalogue: Catalogue;
  /** Where the order's files go (the store's uploads area). */
  uploads: FileStore;
  botCheck: BotCheck;
  requireBotCheck: boolean;
  requestQuote: RequestQuote;
}) {
  /**
   * A quote request is sent by the save that carries it (DECISIONS §9: spec-2 §7.1's zero-price
   * patents and utility models make no other call), so no request is lost between two calls.
   */
  const sent = async (flow: AnyFlow, row: OrderRow): Promise<OrderRow> => (isQuoteOrder(flow, row) ? deps.requestQuote(flow, row) : row);

  /**
   * DECISIONS §7 on the save that creates an order: a token sent must pass (`recaptchaToken`, as
   * the contact form sends it). The spec's save call has none, so without one the order is taken
   * and marked for staff, unless the shop requires the check (SHOP_ORDER_BOT_CHECK=required).
   */
  async function botCheckOf(token: string | undefined): Promise<boolean> {
    if (!token && !deps.requireBotCheck) return false;
    if (!(await deps.botCheck.verify(token, 'order'))) throw new Refusal(400, BOT_CHECK_FAILED, { recaptchaToken: BOT_CHECK_FAILED });
    return true;
  }

  return async function saveOrder(form: ReceivedForm, idempotencyKey: string | undefined): Promise<{ created: boolean; order: SavedOrder }> {
    const { flow, envelope } = await flowOfEnvelope(form.fields.data);
    // The billing block's rules follow the total it is charged (DECISIONS §12): priced with the stored catalogue.
    const prices = await deps.catalogue.prices(flow);
    const checked = validateOrder(flow, dataFromEnvelope(envelope), prices);
    if (!checked.ok) throw new Refusal(400, checked.malformed ? BAD_DATA : ERROR_BANNER, checked.issues);
    const { data: withCountries, issues: countryIssues } = canonicalCountries(flow, checked.data);
    if (Object.keys(countryIssues).length > 0) throw new Refusal(400, BAD_DATA, countryIssues);
    const data = canonicalPhones(flow, withCountries);

    // A count that does not match what arrived means a file was lost on the way: nothing is half-taken.
    const declaredCount = form.fields.fileCount?.trim();
    if (declaredCount !== undefined && declaredCount !== String(form.files.length)) throw new Refusal(400, FILES_MISSING, { fileCount: FILES_MISSING });
    const fileField = fileFieldOf(flow, data);
    const files = await checkFiles(fileField?.rule, form.files);
    if (files.message) throw new Refusal(400, files.message, { [fileField?.name ?? 'uploadedFile']: files.message });
    /**
     * An update without files keeps the order's (the spec's client re-sends nothing), unless it says
     * there are none now (fileCount 0: the visitor removed them) or the files' field is no longer
     * asked (the prior report's image box unticked): then the order keeps none.
     */
    const clearFiles = form.files.length === 0 && (declaredCount === '0' || !fileField);

    let referencia = referenciaOf(form.fields.referencia, envelope);
    const retry = { data, files: files.files, clearFiles, key: idempotencyKey ?? '' };
    if (referencia === undefined && idempotencyKey) {
      const earlier = await deps.orders.findByIdempotencyKey(idempotencyKey);
      if (earlier && (await retryOf(flow, earlier, retry, deps.orders.files)) === 'same')
        return { created: false, order: savedOrderOf(await sent(flow, earlier)) };
      // Changed since the save whose answer was lost: an edit of the order that save made.
      if (earlier) referencia = earlier.referencia;
    }
    let earlierAcceptance: unknown;
    if (referencia !== undefined) {
      const existing = isReferencia(referencia) ? await deps.orders.find(referencia) : undefined;
      earlierAcceptance = (existing?.envelope as { aceptaciones?: unknown } | undefined)?.aceptaciones;
      if (!existing || existing.flow !== flow.id) throw new Refusal(404, NOT_FOUND);
      if (existing.status === ORDER_STATUS.paid) throw new Refusal(409, ALREADY_PAID);
      // A quote answered by staff keeps the content its price was given for (ADR 007).
      if (existing.status === ORDER_STATUS.quoteRequested || existing.quotedCents !== null) throw new Refusal(409, ALREADY_SENT);
      // Later states are staff's (ADR 007).
      if (!OPEN_STATES.includes(existing.status)) throw new Refusal(409, NO_LONGER_EDITABLE);
    }

    const botChecked = referencia === undefined ? await botCheckOf(form.fields.recaptchaToken) : undefined;
    const quote = flow.price(data, prices);
    const parts = flow.envelope(data, quote);
    const stored = await keepFiles(files.files, deps.uploads);
    const draft = {
      flow: flow.id,
      producto: parts.producto,
      envelope: {
        ...buildEnvelope(flow.id, data, quote, parts, referencia),
        lineas: quote.lines,
        aceptaciones: acceptanceOf(data, earlierAcceptance),
      } as Record<string, unknown>,
      totalCents: quote.totalCents,
      idempotencyKey,
      botChecked,
    };
    let saved: OrderRow;
    try {
      if (referencia === undefined) saved = await deps.orders.create(draft, stored);
      else {
        const { order, replacedFiles } = await deps.orders.update(referencia, draft, stored, clearFiles);
        saved = order;
        // Committed: the files this save replaced belong to no order now.
        await removeStored(replacedFiles, deps.uploads).catch(() => undefined);
      }
    } catch (error) {
      // A write whose answer was lost may have committed: only files no order holds are removed.
      await removeStored(await deps.orders.unreferenced(stored), deps.uploads);
      if (error instanceof OrderConflict) throw new Refusal(409, ALREADY_PAID);
      // Two copies of the same retried save raced: the loser answers with the winner's order.
      if (idempotencyKey && isUniqueViolation(error)) {
        const winner = await deps.orders.findByIdempotencyKey(idempotencyKey);
        if (winner && (await retryOf(flow, winner, retry, deps.orders.files)) === 'same')
          return { created: false, order: savedOrderOf(await sent(flow, winner)) };
        // Two different saves at once under one key: the client's own mix-up, never settled by picking one.
        if (winner) throw new Refusal(409, KEY_REUSED, { 'Idempotency-Key': KEY_REUSED });
      }
      throw error;
    }
    // Outside the try: once saved, the order owns its files, even if sending its quote request fails
    // (the retried save, or the international call, sends it).
    return { created: referencia === undefined, order: savedOrderOf(await sent(flow, saved)) };
  };
}
