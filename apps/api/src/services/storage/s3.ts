import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { OpenFileStore } from './index';
import { assertSafeKey, isSafeKey } from './keys';

/** S3_*: the bucket, and where and how to reach it. */
export interface S3StoreOptions {
  bucket: string;
  /** Unset: AWS itself; set for any S3-compatible server (MinIO, Ceph, R2...). */
  endpoint?: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (an instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket-in-the-path addresses, which most S3-compatible servers need. */
  forcePathStyle: boolean;
}

/**
 * S3's smallest part, and how many go at once: an upload holds at most PART_BYTES × (PARTS_AT_ONCE + 1)
 * in memory, whatever the file's size (a 128 MB upload as much as a 6 MB one).
 */
export const PART_BYTES = 5 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

const statusOf = (error: unknown): number | undefined => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isAbsent = (error: unknown): boolean => (error as { name?: string }).name === 'NoSuchKey' || statusOf(error) === 404;

/** The bucket named by S3_* takes no file: the start stops with this one line for the operator. */
export class StorageUnreachable extends Error {}

/**
 * Files in an S3-compatible bucket, shared by every instance. Opening checks the bucket takes a
 * file, so a wrong name or key stops the start instead of the first visitor's upload.
 */
export async function createS3Store(options: S3StoreOptions): Promise<OpenFileStore> {
  // Loaded only here: the SDK takes about a second and 30 MB to load, which a shop on its data folder never pays.
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const Bucket = options.bucket;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // The SDK's default CRC trailers (aws-chunked bodies) are refused by some S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A storage that stops answering fails the request instead of holding it (and its socket) for good.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
  });
  // What the shop does with the bucket, tried once: write and remove (a read-only key or a missing
  // bucket fails here, naming the reason, rather than at the first upload).
  const probe = `shop-probe/${randomUUID()}`;
  try {
    await client.send(new PutObjectCommand({ Bucket, Key: probe, Body: 'ok' }));
    await client.send(new DeleteObjectCommand({ Bucket, Key: probe }));
  } catch (error) {
    client.destroy();
    const { name, code } = error as { name?: string; code?: string };
    const reason = code ?? (name && name !== 'Error' ? name : undefined) ?? statusOf(error);
    throw new StorageUnreachable(
      `S3_BUCKET: no se puede escribir en el bucket «${Bucket}»${options.endpoint ? ` de ${options.endpoint}` : ''} (${String(reason)}).`,
    );
  }

  return {
    async putFile(key, tempPath, { contentType }) {
      assertSafeKey(key);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: createReadStream(tempPath), ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: PARTS_AT_ONCE,
        // A failed upload aborts its multipart upload: no parts left billed in the bucket.
        leavePartsOnError: false,
      });
      await upload.done();
      await rm(tempPath, { force: true });
    },

    async putBytes(key, bytes, { contentType }) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },

    async read(key) {
      if (!isSafeKey(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        // In Node the body is the response's own stream: read as it is sent on, never buffered whole.
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isAbsent(error)) return undefined;
        throw error;
      }
    },

    async remove(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async close() {
      client.destroy();
    },
  };
}
