import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { buildApp } from './app';

// npm runs this from apps/api; ./data means the folder npm start was called from.
const dataDir = resolve(process.env.INIT_CWD ?? '.', process.env.DATA_DIR ?? 'data');
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const port = Number(process.env.PORT ?? 3000);

const { app } = await buildApp({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined, webDist, logger: true });
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
