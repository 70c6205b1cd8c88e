import { buildEnvelope, fileFieldOf, type AnyFlow, type FailureRemedy, type SaveInput, type SaveResult } from '@shop/flow-kit';
import type { PriceTable } from '@shop/money';
import { isHttpError, NO_CONNECTION, post, refusalOf, SERVER_TROUBLE } from './client';
import { apiPaths } from './paths';
import { takeOrderBotToken } from './orderBotToken';

export interface SaveOptions {
  flow: AnyFlow;
  prices: PriceTable;
  /** The files to send, or 'kept': the server already holds exactly these for this order (not uploaded again). */
  files: File[] | 'kept';
  /** One key per order being created, so a retried save makes one order, not two (DECISIONS §3). */
  idempotencyKey: string;
  /** The token of the saved draft this wizard was opened from: the server deletes it once the order is completed. */
  savedDraft?: string | undefined;
  onProgress?: (fraction: number) => void;
}

/**
 * The multipart form of spec-1 §7.4 / spec-2 §7.1. Files go as the spec names them; none chosen
 * is said with fileCount 0 (so the server drops what an earlier save sent); 'kept' sends nothing,
 * and the server keeps what it has.
 */
export function orderForm(flow: AnyFlow, input: SaveInput<Record<string, unknown>>, prices: PriceTable, files: File[] | 'kept'): FormData {
  const quote = flow.price(input.data, prices);
  const envelope = buildEnvelope(flow.id, input.data, quote, flow.envelope(input.data, quote), input.referencia);
  const form = new FormData();
  form.append('data', JSON.stringify(envelope));
  form.append('subtotal', String(envelope.subtotal));
  form.append('total', String(envelope.total));
  form.append('modulo', envelope.modulo);
  if (input.referencia) form.append('referencia', input.referencia);
  if (files !== 'kept') appendFiles(form, flow, input.data, files);
  return form;
}

/** The files as spec-1 §7.4 names them, for the flow's file field as `data` shows it (none when hidden). */
export function appendFiles(form: FormData, flow: AnyFlow, data: Record<string, unknown>, files: readonly File[]): void {
  const rule = fileFieldOf(flow, data)?.rule;
  if (!rule) return;
  if (files.length === 0) form.append('fileCount', '0');
  else if (rule.naming === 'single') form.append('uploadedFile', files[0]!);
  else {
    files.forEach((file, index) => form.append(`uploadedFile_${index}`, file));
    form.append('fileCount', String(files.length));
  }
}

/** A refusal of the API, with the fields it names (DECISIONS §3). */
class SaveRefused extends Error {
  /**
   * A 4xx refuses the order as it is (a file whose content is not what its name says): sending it
   * again unchanged cannot work, so the visitor is told to change it; a 409 (the order was paid
   * meanwhile) has no remedy here. A 5xx, a timeout or a rate limit may pass on the next try.
   */
  readonly remedy: FailureRemedy;
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
    status = 0,
  ) {
    super(message);
    this.remedy = status >= 500 || status === 408 || status === 429 || status === 0 ? 'retry' : status === 409 ? 'none' : 'change';
  }
}

/** The server's status of a quote request it has sent to the office (its `estado`). */
const QUOTE_REQUESTED = 'quote_requested';

/**
 * Saves the order; the international quote request then asks for the quote e-mail (spec-1 §4, §7.5). Uploads go through
 * XMLHttpRequest because fetch cannot report upload progress over HTTP/1.1 (DECISIONS §5). The
 * save that creates the order carries the bot check (DECISIONS §7); if the server refuses that
 * token (expired, or spent by an attempt whose answer was lost), one more is solved and sent.
 */
export async function saveOrder(input: SaveInput<Record<string, unknown>>, options: SaveOptions): Promise<SaveResult> {
  const form = orderForm(options.flow, input, options.prices, options.files);
  if (options.savedDraft) form.append('borrador', options.savedDraft);
  // Every save carries the order's one key, a retry the same one: a save answered 503 (the database
  // stalled) may have been stored, and its retry must find that order, not make a second one.
  const headers: Record<string, string> = { 'Idempotency-Key': options.idempotencyKey };
  const send = async () => {
    if (!input.referencia) {
      const token = await takeOrderBotToken();
      if (token) form.set('recaptchaToken', token);
    }
    const uploading = options.files !== 'kept' && options.files.length > 0;
    return uploading ? postWithProgress(apiPaths.saveOrder, form, headers, options.onProgress) : postJson(apiPaths.saveOrder, form, headers);
  };
  const saved = await send().catch((error: unknown) => {
    if (error instanceof SaveRefused && 'recaptchaToken' in error.fields) return send();
    throw error;
  });
  if (input.purpose === 'quote' && options.flow.asksQuoteMail) {
    const quoteForm = new FormData();
    quoteForm.append('data', form.get('data') as string);
    quoteForm.append('subtotal', '0');
    quoteForm.append('total', '0');
    quoteForm.append('modulo', 'rtm');
    quoteForm.append('referencia', saved.referencia);
    const asked = postJson(apiPaths.internationalQuote, quoteForm, {});
    // The save already sent the request (DECISIONS §9); the spec's second call then only confirms it,
    // and its failure must not tell the visitor that a request the office has was lost.
    return saved.estado === QUOTE_REQUESTED ? asked.catch(() => saved) : asked;
  }
  return saved;
}

async function postJson(path: string, body: FormData, headers: Record<string, string>): Promise<SaveResult> {
  let saved: Partial<SaveResult> | null;
  try {
    saved = (await (await post(path, { body, headers })).json()) as Partial<SaveResult> | null;
  } catch (error) {
    if (error instanceof SyntaxError) throw new SaveRefused(SERVER_TROUBLE, {}, 502); // a 2xx that is not JSON
    const refusal = await refusalOf(error);
    throw new SaveRefused(refusal.error, refusal.fields, isHttpError(error) ? error.response.status : 0);
  }
  // A 2xx without a reference (a proxy's page, a broken answer) saved nothing the visitor can pay:
  // told as the server's trouble, with a retry, as the upload path does.
  if (typeof saved?.referencia !== 'string' || saved.referencia === '') throw new SaveRefused(SERVER_TROUBLE, {}, 502);
  return saved as SaveResult;
}

function postWithProgress(path: string, body: FormData, headers: Record<string, string>, onProgress?: (fraction: number) => void): Promise<SaveResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/${path}`);
    const token = localStorage.getItem('token');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { error?: string; fields?: Record<string, string> } & Partial<SaveResult> = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: the generic sentence below.
      }
      if (request.status === 401) {
        localStorage.removeItem('token');
        window.location.assign('/login');
      }
      if (request.status >= 200 && request.status < 300 && body.referencia) resolve(body as SaveResult);
      else reject(new SaveRefused(body.error ?? SERVER_TROUBLE, body.fields, request.status));
    };
    request.onerror = () => reject(new Error(NO_CONNECTION));
    request.send(body);
  });
}
