/**
 * Keys a store takes: relative, of plain segments. Anything else is refused before it reaches a
 * path or a bucket ('..' would leave the data folder; an empty segment means another S3 object).
 */
const SAFE_KEY = /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/;
export const isSafeKey = (key: string): boolean => key.length <= 512 && SAFE_KEY.test(key);

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key.slice(0, 80))}`);
}
