import { createWriteStream } from 'node:fs';
import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StoredFile } from './orders';
import type { FileStore } from './storage';
import { headCapture, SNIFF_BYTES, type ReceivedFile } from './uploads';

/**
 * Kept files as if they had just arrived in an order's form: each copied from the store to a temp
 * file with its head and hash, so the order's save checks them by content and keeps them as it
 * keeps any upload (forms before JavaScript, ADR 021: the files came with an earlier step). `field`
 * names each as the flow's multipart naming does. A file gone from the store is left out.
 */
export async function receivedFromStore(
  files: readonly StoredFile[],
  store: FileStore,
  tmpDir: string,
  field: (index: number) => string,
): Promise<ReceivedFile[]> {
  const received: ReceivedFile[] = [];
  for (const stored of files) {
    const opened = await store.read(stored.storedName);
    if (!opened) continue;
    const tempPath = join(tmpDir, randomUUID());
    const capture = headCapture(SNIFF_BYTES);
    let sizeBytes = 0;
    const hash = createHash('sha256');
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        sizeBytes += chunk.length;
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    await pipeline(opened.body, capture.stream, counter, createWriteStream(tempPath));
    received.push({
      field: field(received.length),
      originalName: stored.originalName,
      tempPath,
      sizeBytes,
      truncated: false,
      head: capture.head(),
      sha256: hash.digest('hex'),
    });
  }
  return received;
}
