import { readFile } from 'node:fs/promises';
import { minify, type Plugin } from 'vite';

/**
 * Writes a classic script every server-rendered page loads into the build, minified: `boot.js`,
 * which starts the page's code after the first paint (apps/api routes/web.ts), and `shell.js`, the
 * server HTML's behaviour without a framework (ADR 021: the header, the home's video, the footer's
 * newsletter, the legal notice's chips), written as small parts joined here in the order given, so
 * the page still makes one request for it. They are not modules of the app, so Vite would copy them
 * as they are from public/; their comments are for us, and every byte is on a phone's way to an
 * interactive page (ADR 008: a flow's JavaScript budget).
 */
export function bootScript(fileName: string, sources: URL[]): Plugin {
  return {
    name: `shop-boot-script-${fileName}`,
    apply: 'build',
    async generateBundle() {
      const parts = await Promise.all(sources.map((source) => readFile(source, 'utf8')));
      const result = await minify(fileName, parts.join('\n'), { compress: true, mangle: true });
      if (result.errors.length > 0) this.error(`${fileName}: ${result.errors.map((error) => error.message).join('; ')}`);
      this.emitFile({ type: 'asset', fileName, source: result.code });
    },
  };
}
