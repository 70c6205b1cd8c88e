import { readFile } from 'node:fs/promises';
import { minify, type Plugin } from 'vite';

/**
 * Writes `boot.js` into the build, minified: the classic script every server-rendered page loads
 * to start its code after the first paint (apps/api routes/web.ts). Used for `shell.js` too, the
 * header's behaviour without a framework (ADR 021): the file keeps its name. It is not a module of the app,
 * so Vite would copy it as it is from public/; its comments are for us, and every byte of it is on
 * a phone's way to an interactive page (ADR 008: a flow's JavaScript budget).
 */
export function bootScript(source: URL): Plugin {
  return {
    name: 'shop-boot-script',
    apply: 'build',
    async generateBundle() {
      const fileName = source.pathname.split('/').pop()!;
      const result = await minify(fileName, await readFile(source, 'utf8'), { compress: true, mangle: true });
      if (result.errors.length > 0) this.error(`${fileName}: ${result.errors.map((error) => error.message).join('; ')}`);
      this.emitFile({ type: 'asset', fileName, source: result.code });
    },
  };
}
