import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestS3 } from '../../testing/s3';
import { openFileStore, within, type OpenFileStore } from './index';
import { PART_BYTES } from './s3';

const MB = 1024 * 1024;
const s3 = useTestS3();
const folder = mkdtempSync(join(tmpdir(), 'shop-store-test-'));
mkdirSync(join(folder, 'tmp'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A file in the temp area, as the multipart reader leaves one. */
function tempFile(content: Buffer): string {
  const path = join(folder, 'tmp', randomBytes(8).toString('hex'));
  writeFileSync(path, content);
  return path;
}

const stores: [string, () => Promise<OpenFileStore>][] = [
  ['the data folder', () => openFileStore({ dataDir: join(folder, 'data') })],
  ['an S3 bucket', () => openFileStore({ dataDir: join(folder, 'unused'), s3: s3.options })],
];

for (const [name, open] of stores) {
  describe(`files in ${name}`, () => {
    let store: OpenFileStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());

    it('keeps bytes under a key, reads them back with their size, and removes them', async () => {
      const key = `media/noticias/${randomBytes(4).toString('hex')}.png`;
      await store.putBytes(key, Buffer.from('una imagen'), { contentType: 'image/png' });
      const read = await store.read(key);
      expect(read?.size).toBe(10);
      expect((await bytesOf(read!.body)).toString()).toBe('una imagen');
      await store.remove(key);
      expect(await store.read(key)).toBeUndefined();
      // Removing again (a retried cleanup) is no error.
      await store.remove(key);
    });

    it('answers nothing for a key never stored, and refuses keys that would leave their place', async () => {
      expect(await store.read('uploads/2026-11/no-existe')).toBeUndefined();
      expect(await store.read('uploads')).toBeUndefined();
      for (const key of ['../fuera', 'uploads/../../etc/passwd', '/etc/passwd', 'uploads//doble', '']) {
        expect(await store.read(key), key).toBeUndefined();
        await expect(store.putBytes(key, Buffer.from('x'), { contentType: 'text/plain' }), key).rejects.toThrow(/Unsafe storage key/);
      }
    });

    it('moves a temp file in: the temp file is gone, the bytes are under the key', async () => {
      const content = randomBytes(3000);
      const temp = tempFile(content);
      const uploads = within(store, 'uploads');
      await uploads.putFile('2026-11/primero', temp, { contentType: 'application/pdf' });
      expect(existsSync(temp)).toBe(false);
      expect((await bytesOf((await uploads.read('2026-11/primero'))!.body)).equals(content)).toBe(true);
      // The area is a folder of the store: the same file under its full key.
      const full = await store.read('uploads/2026-11/primero');
      expect(full?.size).toBe(3000);
      // A read not sent anywhere is let go: it holds a file or a connection until then.
      full?.body.destroy();
      await uploads.remove('2026-11/primero');
      expect(await store.read('uploads/2026-11/primero')).toBeUndefined();
    });

    it('streams a 20 MB file in and out', { timeout: 60_000 }, async () => {
      const content = randomBytes(20 * MB);
      const temp = tempFile(content);
      const before = s3.requests.length;
      await store.putFile('uploads/2026-11/grande', temp, { contentType: 'application/octet-stream' });
      if (name === 'an S3 bucket') {
        // Sent in parts of PART_BYTES, never as one body: the file was never whole in memory.
        const sent = s3.requests.slice(before);
        const parts = sent.filter((request) => request.method === 'PUT' && /[?&]partNumber=\d+/.test(request.url));
        expect(parts.length).toBe(Math.ceil((20 * MB) / PART_BYTES));
        expect(Math.max(...sent.map((request) => request.bytes))).toBeLessThanOrEqual(PART_BYTES);
        expect(await s3.keys()).toContain('uploads/2026-11/grande');
      }
      const read = (await store.read('uploads/2026-11/grande'))!;
      expect(read.size).toBe(20 * MB);
      const hash = createHash('sha256');
      let largestChunk = 0;
      for await (const chunk of read.body) {
        hash.update(chunk as Buffer);
        largestChunk = Math.max(largestChunk, (chunk as Buffer).length);
      }
      expect(hash.digest('hex')).toBe(createHash('sha256').update(content).digest('hex'));
      // Read as a stream: chunks of the file, not the file at once.
      expect(largestChunk).toBeLessThan(MB);
      await store.remove('uploads/2026-11/grande');
    });
  });
}

it('stops the start when the bucket takes no file, naming the reason', async () => {
  await expect(openFileStore({ dataDir: folder, s3: { ...s3.options, bucket: 'no-existe' } })).rejects.toThrow(
    /S3_BUCKET: no se puede escribir en el bucket «no-existe» de http:\/\/127\.0\.0\.1:\d+ \(NoSuchBucket\)/,
  );
});
