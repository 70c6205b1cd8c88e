import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from '@20minutes/s3rver';
import type { S3StoreOptions } from '../services/storage';

/** One request the server received: enough to tell a streamed multipart upload from one whole body. */
export interface S3Request {
  method: string;
  url: string;
  bytes: number;
}

export interface TestS3 {
  /** The store's options, as S3_* would give them. */
  options: S3StoreOptions;
  /** Keys in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** An object's bytes, or undefined. */
  bytesOf(key: string): Promise<Buffer | undefined>;
  /** Every request since the server started (tests slice the ones they made). */
  requests: S3Request[];
}

// The SDK warns that its releases after January 2027 need Node 22; the lock holds one that runs on Node 20, and tests stay quiet.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const BUCKET = 'tienda-test';
/** s3rver's built-in account. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server for one test file (s3rver, in this process): 127.0.0.1, a free port,
 * objects in a temp folder, the bucket made. Stopped and its folder removed after the file's tests.
 */
export function useTestS3(): TestS3 {
  const folder = mkdtempSync(join(tmpdir(), 'shop-s3-test-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder, configureBuckets: [{ name: BUCKET }] });
  let client: S3Client | undefined;
  const context: TestS3 = {
    options: { bucket: BUCKET, endpoint: '', region: 'us-east-1', credentials: KEYS, forcePathStyle: true },
    requests: [],
    async keys() {
      const listed = await client!.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async bytesOf(key) {
      try {
        const object = await client!.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
  };
  beforeAll(async () => {
    const { port } = await server.run();
    context.options.endpoint = `http://127.0.0.1:${port}`;
    server.httpServer.on('request', (request) => {
      context.requests.push({ method: request.method ?? '', url: request.url ?? '', bytes: Number(request.headers['content-length'] ?? 0) });
    });
    client = new S3Client({ ...context.options, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
    // s3rver signs a bucket's own address without the trailing slash the SDK sends ('/bucket/?list-type=2'):
    // the listing asks for '/bucket?list-type=2', which both sign alike. The shop makes no bucket-level call.
    client.middlewareStack.add(
      (next) => (args) => {
        const request = args.request as { path?: string };
        if (request.path) request.path = request.path.replace(/^(\/[^/]+)\/$/, '$1');
        return next(args);
      },
      { step: 'build' },
    );
  });
  afterAll(async () => {
    client?.destroy();
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });
  return context;
}
