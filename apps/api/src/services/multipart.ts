import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import Busboy from '@fastify/busboy';
import { Refusal } from './refusal';

export type Part = { kind: 'field'; name: string; value: string; truncated: boolean } | { kind: 'file'; name: string; filename: string; stream: Readable };

export interface PartLimits {
  /** Bytes of one text field: the order's `data` JSON is the largest. */
  fieldBytes: number;
  fields: number;
  files: number;
}

const TOO_MANY_PARTS = 'El formulario trae demasiadas partes.';
const BODY_CUT = 'La conexión se cortó antes de recibir todo el formulario. Inténtalo de nuevo.';

/**
 * The parts of a multipart body, in order, as busboy reads them from the request: fields as text
 * (never parsed here, whatever their declared type: @fastify/multipart parses a part sent as
 * `application/json` itself, before any limit of ours could look at it), files as streams the caller
 * must consume (or `resume()`) before the next part arrives. Leaving the loop early stops reading.
 */
export async function* multipartParts(raw: IncomingMessage, headers: IncomingHttpHeaders, limits: PartLimits): AsyncGenerator<Part> {
  const queue: Part[] = [];
  let failure: unknown;
  let finished = false;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  const fail = (error: unknown) => {
    failure ??= error;
    notify();
  };
  const busboy = Busboy({
    headers: headers as { 'content-type': string },
    limits: {
      fieldSize: limits.fieldBytes,
      fields: limits.fields,
      files: limits.files,
      parts: limits.fields + limits.files,
      fieldNameSize: 200,
      headerPairs: 20,
    },
  });
  busboy.on('field', (name: string, value: string, _nameTruncated: boolean, truncated: boolean) => {
    queue.push({ kind: 'field', name, value, truncated });
    notify();
  });
  busboy.on('file', (name: string, stream: Readable, filename: string) => {
    queue.push({ kind: 'file', name, filename, stream });
    notify();
  });
  busboy.on('finish', () => {
    finished = true;
    notify();
  });
  busboy.on('error', fail);
  for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit']) busboy.on(limit, () => fail(new Refusal(413, TOO_MANY_PARTS)));
  // A client that went away (or was cut off for trickling) leaves busboy waiting for parts forever.
  const onClose = () => {
    if (!raw.complete) fail(new Refusal(400, BODY_CUT));
  };
  raw.on('close', onClose);
  raw.on('error', fail);
  raw.pipe(busboy);
  try {
    for (;;) {
      const part = queue.shift();
      if (part) yield part;
      else if (failure !== undefined) throw failure;
      else if (finished) return;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    raw.off('close', onClose);
    raw.unpipe(busboy);
    for (const part of queue) if (part.kind === 'file') part.stream.resume();
  }
}
