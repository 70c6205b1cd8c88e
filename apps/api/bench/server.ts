import { buildApp, type AppOptions } from '../src/app';

/**
 * The app under benchmark, in its own process so the load generator does not share its event
 * loop or heap. The parent passes the app options as JSON (it owns the temp folder and the schema,
 * and cleans them up) and reads the port from the first line of stdout.
 */
const options = JSON.parse(process.argv[2] ?? '{}') as AppOptions;
const { app } = await buildApp(options);

// The floor: same plugins and hooks as the order route, but no body read and no database.
app.post('/bench/bare', async () => ({ ok: true }));

if (process.env.BENCH_RSS === '1') {
  // A sampled peak: a one-off reading after the uploads would miss the high-water mark.
  let peak = process.memoryUsage.rss();
  const sample = () => {
    const rss = process.memoryUsage.rss();
    peak = Math.max(peak, rss);
    return rss;
  };
  setInterval(sample, 20).unref();
  app.get('/bench/rss', async () => ({ rss: sample(), peak }));
  app.post('/bench/rss/reset', async () => {
    peak = process.memoryUsage.rss();
    return { rss: peak, peak };
  });
}

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(typeof address === 'object' && address ? address.port : address);

process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
