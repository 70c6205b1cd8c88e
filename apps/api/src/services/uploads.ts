import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { multipartParts } from './multipart';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP } from './bounded-json';
import { fileTypeFromBuffer } from 'file-type';
import { ANY_FILE_TYPE, isControlCharacter, isDirectionalControl, type FileRule } from '@shop/flow-kit';
import type { StoredFile } from './orders';
import { Refusal } from './refusal';
import type { FileStore } from './storage';

/** The largest upload any flow allows (DECISIONS §3); each flow's own limit is checked after. */
export const MAX_UPLOAD_BYTES = 128 * 1024 * 1024;
/** What content sniffing reads of a file: file-type's own need. */
export const SNIFF_BYTES = 4100;
/** The most files any flow takes (DECISIONS §3: 10 where the spec states no count): the ones kept on disk. */
const MAX_FILES_KEPT = 10;
/**
 * Files past MAX_FILES_KEPT are counted, not stored, so the flow's own count rule refuses them with
 * its sentence ('Máximo 10 archivos permitidos'); past this many the request is cut off (413).
 */
const MAX_FILE_PARTS = 50;

export interface ReceivedFile {
  field: string;
  originalName: string;
  tempPath: string;
  sizeBytes: number;
  truncated: boolean;
  head: Buffer;
  /** Hex SHA-256 of the bytes received: the receipt lists it so the client can prove what was sent. */
  sha256: string;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  /** Every text part in order, a name repeated as often as it came (a step's form: FormShape). */
  entries: [string, string][];
  files: ReceivedFile[];
  /** Removes whatever temp files were not kept. */
  discard: () => Promise<void>;
}

/** Keeps the first bytes of a stream for content sniffing while passing everything through. */
export function headCapture(limit: number) {
  const chunks: Buffer[] = [];
  let captured = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (captured < limit) {
        chunks.push(chunk.subarray(0, limit - captured));
        captured += Math.min(chunk.length, limit - captured);
      }
      callback(null, chunk);
    },
  });
  return { stream, head: () => Buffer.concat(chunks) };
}

const MALFORMED_FORM = 'El formulario ha llegado incompleto o mal formado. Inténtalo de nuevo.';
/** An order sent as JSON or text: the body's type is at fault (415). */
const NOT_MULTIPART = 'Formato de petición no admitido.';
const BAD_DATA = 'Los datos del pedido no son válidos.';
const FIELD_TOO_BIG = 'Un campo del formulario es demasiado grande.';
/** Names the field when it is one a client would send; an odd name is not echoed back. */
const repeatedField = (name: string) =>
  /^[\w-]{1,40}$/.test(name) ? `El formulario trae el campo «${name}» más de una vez.` : 'El formulario trae un campo más de una vez.';
const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
export const orderTooBig = (bytes: number) => `Los archivos de un pedido no pueden superar ${mb(bytes)} en total.`;
export const QUOTA_SPENT = 'Has subido hoy el máximo de archivos permitido. Inténtalo de nuevo mañana o escríbenos.';
export const oversizeFile = (name: string, rule: Pick<FileRule, 'maxLabel'>) => `El archivo ${name} excede el tamaño máximo de ${rule.maxLabel}`;

/**
 * The order's `data` part is the largest text field: its JSON, with five-thousand-character texts
 * and a list of countries, stays under 64 kB; twice that is room, and bounds what is parsed.
 */
const FIELD_BYTES = 128 * 1024;

/**
 * The multipart parser's own complaints (no boundary, a body cut short) carry neither an HTTP
 * status nor a system error code: the sender's fault, a 400. Limits (413) keep their status;
 * the disk failing (ENOSPC and the like) stays a server error.
 */
const isMalformedForm = (error: unknown): boolean => error instanceof Error && !(error instanceof Refusal) && !('statusCode' in error) && !('code' in error);

/** A file part as received so far: its size, head and hash are filled in once it is read. */
const receivedFile = (field: string, filename: string | undefined, tempPath: string): ReceivedFile => ({
  field,
  originalName: filename || 'archivo',
  tempPath,
  sizeBytes: 0,
  truncated: false,
  head: Buffer.alloc(0),
  sha256: '',
});

/** The file field a form's `data` names (its flow's), once that part has arrived. */
export type FileFieldOfData = (data: unknown) => Promise<{ name: string; rule: FileRule } | undefined>;

/**
 * What text parts a form may have. The API's order form: a score of named parts, each once. A step's
 * form as the browser sends it (ADR 021): a name per ticked box (a class, a country), so repeated
 * names and more of them (the 250 countries at most).
 */
export interface FormShape {
  fields: number;
  repeatedNames?: boolean;
}
const API_FORM: FormShape = { fields: 20 };
export const STEP_FORM_SHAPE: FormShape = { fields: 400, repeatedNames: true };

export interface UploadBudget {
  /** Bytes all the files of one request may add up to. */
  requestBytes: number;
  /** What the client may still upload today; the smaller of the two applies. */
  clientBytesLeft: number;
  /** Reads the flow's file rule off the `data` part, so a file is refused as soon as it passes its flow's limit. */
  fileFieldOf?: FileFieldOfData;
}

/**
 * Reads a multipart request, streaming every file to `tmpDir` (never whole in memory), with its
 * size, head and SHA-256. Limits are enforced as the bytes arrive, so nothing over them is kept:
 * a file past its flow's size (known once the `data` part came, which the site's forms send first)
 * or past 128 MB, and the request's files past the budget, end the request with a Spanish refusal
 * and their temp files removed. The `data` part is checked for depth before anything parses it.
 */
export async function receiveForm(request: FastifyRequest, tmpDir: string, budget: UploadBudget, shape: FormShape = API_FORM): Promise<ReceivedForm> {
  if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) throw new Refusal(415, NOT_MULTIPART);
  // tmpDir exists: the services create it at start-up, keeping a syscall off every request.
  const fields: Record<string, string> = {};
  const entries: [string, string][] = [];
  const files: ReceivedFile[] = [];
  const discard = async () => {
    await Promise.all(files.filter((file) => file.tempPath).map((file) => rm(file.tempPath, { force: true })));
  };
  let fileField: { name: string; rule: Pick<FileRule, 'maxBytes' | 'maxLabel'> } | undefined;
  const requestBytes = Math.min(budget.requestBytes, budget.clientBytesLeft);
  let receivedBytes = 0;
  try {
    const parts = multipartParts(request.raw, request.headers, { fieldBytes: FIELD_BYTES, fields: shape.fields, files: MAX_FILE_PARTS });
    for await (const part of parts) {
      if (part.kind === 'field') {
        if (part.truncated) throw new Refusal(413, FIELD_TOO_BIG, /^[\w-]{1,40}$/.test(part.name) ? { [part.name]: FIELD_TOO_BIG } : undefined);
        // Two values for one name would leave the server to pick one of them silently.
        if (Object.hasOwn(fields, part.name) && !shape.repeatedNames) throw new Refusal(400, repeatedField(part.name));
        fields[part.name] ??= part.value;
        entries.push([part.name, part.value]);
        if (part.name === 'data') {
          if (nestsDeeperThan(part.value, MAX_JSON_DEPTH)) throw new Refusal(400, BAD_DATA, { data: TOO_DEEP });
          fileField = await budget.fileFieldOf?.(safeJson(part.value));
        }
        continue;
      }
      if (files.length >= MAX_FILES_KEPT) {
        // Counted for the count rule, read to its end, never written anywhere.
        part.stream.resume();
        await finished(part.stream);
        files.push(receivedFile(part.name, part.filename, ''));
        continue;
      }
      const tempPath = join(tmpDir, randomUUID());
      const capture = headCapture(SNIFF_BYTES);
      const file = receivedFile(part.name, part.filename, tempPath);
      files.push(file);
      const limit = fileField?.rule ?? { maxBytes: MAX_UPLOAD_BYTES, maxLabel: '128MB' };
      const fieldName = fileField?.name ?? part.name;
      const hash = createHash('sha256');
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          file.sizeBytes += chunk.length;
          receivedBytes += chunk.length;
          // Refused the moment the limit is passed: the rest is never read, the temp file removed.
          if (file.sizeBytes > limit.maxBytes)
            return callback(new Refusal(400, oversizeFile(file.originalName, limit), { [fieldName]: oversizeFile(file.originalName, limit) }));
          if (receivedBytes > requestBytes) {
            const message = receivedBytes > budget.clientBytesLeft ? QUOTA_SPENT : orderTooBig(budget.requestBytes);
            return callback(new Refusal(413, message, { [fieldName]: message }));
          }
          hash.update(chunk);
          callback(null, chunk);
        },
      });
      await pipeline(part.stream, capture.stream, counter, createWriteStream(tempPath));
      file.head = capture.head();
      file.sha256 = hash.digest('hex');
    }
  } catch (error) {
    await discard();
    throw isMalformedForm(error) ? new Refusal(400, MALFORMED_FORM) : error;
  }
  return { fields, entries, files, discard };
}

/** The `data` part as a value for reading its flow; a malformed one is the order check's to refuse. */
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Extensions as the spec names them, and the content type file-type reports for each. */
const SNIFFED_AS: Record<string, string[]> = { doc: ['cfb'], jpeg: ['jpg'], jpg: ['jpg'] };

function accepted(rule: FileRule, detected: { ext: string; mime: string } | undefined): boolean {
  // Documents of any type (spec-2 §5): plain text, unknown formats, anything; size and count still apply.
  if (rule.accept.includes(ANY_FILE_TYPE)) return true;
  if (!detected) return false;
  return rule.accept.some((allowed) =>
    allowed.endsWith('/*') ? detected.mime.startsWith(allowed.slice(0, -1)) : (SNIFFED_AS[allowed] ?? [allowed]).includes(detected.ext),
  );
}

export interface FileCheck {
  message?: string;
  files: (ReceivedFile & { mime: string })[];
}

/** The spec's file rules, on the server, by content: count, size, then type (spec-2 §5). */
export async function checkFiles(rule: FileRule | undefined, files: ReceivedFile[]): Promise<FileCheck> {
  if (files.length === 0) return { files: [] };
  const fieldPattern = rule?.naming === 'single' ? /^uploadedFile$/ : /^uploadedFile_\d+$/;
  if (!rule || files.some((file) => !fieldPattern.test(file.field))) return { message: 'Este servicio no admite archivos adjuntos en ese campo.', files: [] };
  if (files.length > rule.maxFiles) {
    return { message: rule.maxFiles === 1 ? 'Máximo 1 archivo permitido' : `Máximo ${rule.maxFiles} archivos permitidos`, files: [] };
  }
  const checked: FileCheck['files'] = [];
  for (const file of files) {
    if (file.truncated || file.sizeBytes > rule.maxBytes) {
      return { message: `El archivo ${file.originalName} excede el tamaño máximo de ${rule.maxLabel}`, files: [] };
    }
    const detected = await fileTypeFromBuffer(file.head);
    if (!accepted(rule, detected)) return { message: `El archivo ${file.originalName} no tiene un formato permitido`, files: [] };
    checked.push({ ...file, mime: detected?.mime ?? 'application/octet-stream' });
  }
  return { files: checked };
}

/**
 * The original name as metadata: control characters dropped (NUL breaks PostgreSQL's text), cut at
 * 255 code points so no emoji is split into a lone surrogate, which PostgreSQL refuses as well.
 */
const cleanName = (name: string): string =>
  Array.from(name)
    .filter((character) => !isControlCharacter(character.codePointAt(0) ?? 0, false) && !isDirectionalControl(character.codePointAt(0) ?? 0))
    .slice(0, 255)
    .join('') || 'archivo';

/**
 * Moves checked files out of the temp area into the uploads' store under generated names
 * ('2026-11/<uuid>'); the original name stays as metadata. A save that fails halfway removes
 * the files it had stored: no order holds them.
 */
export async function keepFiles(files: FileCheck['files'], uploads: FileStore): Promise<StoredFile[]> {
  if (files.length === 0) return [];
  const month = new Date().toISOString().slice(0, 7);
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const storedName = `${month}/${randomUUID()}`;
      await uploads.putFile(storedName, file.tempPath, { contentType: file.mime });
      stored.push({
        field: file.field,
        originalName: cleanName(file.originalName),
        storedName,
        mime: file.mime,
        sizeBytes: file.sizeBytes,
        sha256: file.sha256,
      });
    }
  } catch (error) {
    await removeStored(stored, uploads).catch(() => undefined);
    throw error;
  }
  return stored;
}

export async function removeStored(files: readonly { storedName: string }[], uploads: FileStore): Promise<void> {
  await Promise.all(files.map((file) => uploads.remove(file.storedName)));
}
