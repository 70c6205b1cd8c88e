import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { OpenFileStore } from './index';
import { assertSafeKey, isSafeKey } from './keys';

/** Nothing stored there: the file, or a folder on its path, is missing. */
const isAbsent = (error: unknown): boolean => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as { code?: string }).code ?? '');

/**
 * Files in the data folder, each key a path under it: the layout the shop always had
 * (DATA_DIR/uploads/2026-11/<uuid>), so existing data keeps working. One instance only.
 */
export function createLocalStore(root: string): OpenFileStore {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  // A folder made once (a month of uploads) is not asked for again on every file.
  const foldersReady = new Set<string>();
  const folderFor = async (path: string) => {
    const folder = dirname(path);
    if (foldersReady.has(folder)) return;
    await mkdir(folder, { recursive: true });
    foldersReady.add(folder);
  };

  return {
    async putFile(key, tempPath) {
      const path = pathOf(key);
      await folderFor(path);
      // The temp area is DATA_DIR/tmp, on the same disk: a rename, no byte copied.
      await rename(tempPath, path);
    },

    async putBytes(key, bytes) {
      const path = pathOf(key);
      await folderFor(path);
      // Written whole, then renamed: a reader never sees half a file.
      const temporary = `${path}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async read(key) {
      if (!isSafeKey(key)) return undefined;
      let handle;
      try {
        handle = await open(join(root, key), 'r');
      } catch (error) {
        if (isAbsent(error)) return undefined;
        throw error;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return undefined;
        }
        return { body: handle.createReadStream(), size: stat.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async close() {},
  };
}
