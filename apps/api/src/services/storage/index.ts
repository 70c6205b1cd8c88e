import type { Readable } from 'node:stream';
import { createLocalStore } from './local';
import { createS3Store, type S3StoreOptions } from './s3';

export { isSafeKey } from './keys';

export { StorageUnreachable, type S3StoreOptions } from './s3';

/** A stored file as read back: its bytes as a stream (never whole in memory) and its size. */
export interface OpenedFile {
  body: Readable;
  size: number;
}

/**
 * Where the shop keeps files: the local data folder, or an S3-compatible bucket shared by every
 * instance. Keys are relative names ('uploads/2026-11/<uuid>'), the same in both, so a folder
 * copied into a bucket keeps working.
 */
export interface FileStore {
  /** Moves a temp file in (local: a rename; S3: a streamed multipart upload, then the temp file removed). */
  putFile(key: string, tempPath: string, meta: { contentType: string }): Promise<void>;
  /** Small things made in memory (a news picture, an invoice PDF). */
  putBytes(key: string, bytes: Uint8Array, meta: { contentType: string }): Promise<void>;
  /** undefined when nothing is stored under the key. */
  read(key: string): Promise<OpenedFile | undefined>;
  /** Removing what is not there is no error: a retried cleanup must not fail. */
  remove(key: string): Promise<void>;
}

export interface OpenFileStore extends FileStore {
  close(): Promise<void>;
}

/** The areas of the store, named as the folders under DATA_DIR that held them before. */
export const STORE_AREAS = {
  /** The visitors' order files and the documents staff attach to orders, under their stored names. */
  uploads: 'uploads',
  newsImages: 'media/noticias',
  invoices: 'invoices',
} as const;

/** One area of a store: its keys are relative to the area's folder (or key prefix). */
export function within(store: FileStore, area: string): FileStore {
  const keyOf = (key: string) => `${area}/${key}`;
  return {
    putFile: (key, tempPath, meta) => store.putFile(keyOf(key), tempPath, meta),
    putBytes: (key, bytes, meta) => store.putBytes(keyOf(key), bytes, meta),
    read: (key) => store.read(keyOf(key)),
    remove: (key) => store.remove(keyOf(key)),
  };
}

/** The bucket when S3_BUCKET is set; the data folder otherwise (the default). */
export function openFileStore(options: { dataDir: string; s3?: S3StoreOptions | undefined }): Promise<OpenFileStore> {
  return options.s3 ? createS3Store(options.s3) : Promise.resolve(createLocalStore(options.dataDir));
}
