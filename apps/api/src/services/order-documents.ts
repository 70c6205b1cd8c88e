import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { isDirectionalControl } from '@shop/flow-kit';
import type { Db } from '../db/client';
import { orderDocuments } from '../db/schema';
import { multipartParts } from './multipart';
import { Refusal } from './refusal';
import type { ReceivedFile } from './uploads';
import type { FileStore } from './storage';

/** The office's documents for a client: PDF or pictures, checked by content, 20 MB at most. */
export const DOCUMENT_TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
const SNIFF_BYTES = 4100;

export const DOCUMENT_MESSAGES = {
  noFile: 'Elige el documento (PDF, JPG o PNG).',
  noTitle: 'Indica qué documento es (por ejemplo, «Justificante de presentación»).',
  tooBig: 'El documento no puede superar 20 MB.',
  badType: 'El documento debe ser un PDF, JPG o PNG.',
  notMultipart: 'Formato de petición no admitido.',
  malformed: 'El formulario ha llegado incompleto o mal formado. Inténtalo de nuevo.',
} as const;

export interface ReceivedDocument {
  title: string;
  file: ReceivedFile & { mime: string };
}

/**
 * Reads a document upload (`titulo` and one file `archivo`), streaming the file to `tmpDir`: never
 * whole in memory, cut off the moment it passes 20 MB, its type then read from its first bytes,
 * never from its name or declared type. Anything refused leaves no file behind.
 */
export async function receiveDocument(request: FastifyRequest, tmpDir: string): Promise<ReceivedDocument> {
  if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) throw new Refusal(415, DOCUMENT_MESSAGES.notMultipart);
  let title = '';
  let file: ReceivedFile | undefined;
  try {
    for await (const part of multipartParts(request.raw, request.headers, { fieldBytes: 1024, fields: 4, files: 1 })) {
      if (part.kind === 'field') {
        if (part.name === 'titulo') title = part.value.trim().slice(0, 200);
        continue;
      }
      if (part.name !== 'archivo' || file) {
        part.stream.resume();
        continue;
      }
      const received: ReceivedFile = {
        field: 'archivo',
        originalName: part.filename || 'documento',
        tempPath: join(tmpDir, randomUUID()),
        sizeBytes: 0,
        truncated: false,
        head: Buffer.alloc(0),
        sha256: '',
      };
      file = received;
      const hash = createHash('sha256');
      const head: Buffer[] = [];
      let headBytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          received.sizeBytes += chunk.length;
          if (received.sizeBytes > MAX_DOCUMENT_BYTES) return callback(new Refusal(413, DOCUMENT_MESSAGES.tooBig, { archivo: DOCUMENT_MESSAGES.tooBig }));
          if (headBytes < SNIFF_BYTES) {
            head.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
            headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
          }
          hash.update(chunk);
          callback(null, chunk);
        },
      });
      await pipeline(part.stream, counter, createWriteStream(received.tempPath));
      received.head = Buffer.concat(head);
      received.sha256 = hash.digest('hex');
    }
    // Both said at once, each by its field.
    const missing: Record<string, string> = {
      ...(title ? {} : { titulo: DOCUMENT_MESSAGES.noTitle }),
      ...(file && file.sizeBytes > 0 ? {} : { archivo: DOCUMENT_MESSAGES.noFile }),
    };
    if (Object.keys(missing).length > 0) throw new Refusal(400, Object.values(missing)[0]!, missing);
    if (!file) throw new Refusal(400, DOCUMENT_MESSAGES.noFile);
    const detected = await fileTypeFromBuffer(file.head);
    const mime = detected ? DOCUMENT_TYPES[detected.ext] : undefined;
    if (!mime) throw new Refusal(400, DOCUMENT_MESSAGES.badType, { archivo: DOCUMENT_MESSAGES.badType });
    return { title, file: { ...file, mime } };
  } catch (error) {
    if (file) await rm(file.tempPath, { force: true });
    // The parser's own complaints (a body cut short) carry no status: the sender's, a 400.
    if (error instanceof Error && !(error instanceof Refusal) && !('statusCode' in error) && !('code' in error))
      throw new Refusal(400, DOCUMENT_MESSAGES.malformed);
    throw error;
  }
}

/** C0 controls and DEL, left-to-right and right-to-left marks, and bidirectional overrides: a file name carries none. */
const mustNotCarry = (code: number) => code <= 0x1f || code === 0x7f || code === 0x200e || code === 0x200f || isDirectionalControl(code);

/** The original name as metadata: no control characters (PostgreSQL refuses NUL), 255 code points at most. */
const cleanName = (name: string) =>
  Array.from(name)
    .filter((character) => !mustNotCarry(character.codePointAt(0) ?? 0))
    .slice(0, 255)
    .join('') || 'documento';

/**
 * Documents of orders: kept with the uploads, outside the web root under generated names
 * ('2026-11/<uuid>', as the visitors' files), listed per order.
 */
export function createOrderDocuments(db: Db, uploads: FileStore) {
  return {
    /** Moves a received document into storage and records it; `alongside` runs in the same transaction (audit, mail). */
    async keep(orderId: number, received: ReceivedDocument, staffEmail: string, alongside: (tx: Db, id: number) => Promise<void>) {
      const { file } = received;
      const storedName = `${new Date().toISOString().slice(0, 7)}/${randomUUID()}`;
      // A bucket that fails mid-upload leaves the temp file: nothing else would remove it before a restart.
      await uploads.putFile(storedName, file.tempPath, { contentType: file.mime }).catch(async (error: unknown) => {
        await rm(file.tempPath, { force: true });
        throw error;
      });
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(orderDocuments)
            .values({
              orderId,
              title: received.title,
              originalName: cleanName(file.originalName),
              storedName,
              mime: file.mime,
              sizeBytes: file.sizeBytes,
              sha256: file.sha256,
              staffEmail,
            })
            .returning();
          await alongside(tx as unknown as Db, row!.id);
          return row!;
        });
      } catch (error) {
        await uploads.remove(storedName);
        throw error;
      }
    },

    list: (orderId: number) => db.select().from(orderDocuments).where(eq(orderDocuments.orderId, orderId)).orderBy(orderDocuments.id),

    async find(orderId: number, id: number) {
      const [row] = await db
        .select()
        .from(orderDocuments)
        .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.id, id)))
        .limit(1);
      return row;
    },

    /** The document's bytes from the shared store (a bucket with S3_*): any instance serves what another received. */
    open: (storedName: string) => uploads.read(storedName),
  };
}

export type OrderDocuments = ReturnType<typeof createOrderDocuments>;

/** The download's headers: its own name (accents kept for browsers that read filename*), never cached. */
export function documentHeaders(row: { title: string; originalName: string; mime: string; sizeBytes: number }) {
  const extension = Object.entries(DOCUMENT_TYPES).find(([, mime]) => mime === row.mime)?.[0] ?? 'pdf';
  const name = `${row.title.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || 'documento'}.${extension}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    'content-type': row.mime,
    'content-length': String(row.sizeBytes),
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
}
