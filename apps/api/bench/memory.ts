import { request, type ClientRequest } from 'node:http';
import { isolated } from '../src/testing/databases';
import { MULTIPART_TYPE, PNG_HEADER, closing, expectCreated, fileHead, mb, orderFields, startServer } from './shared';

/**
 * Server RSS while ten 100 MB uploads arrive at once: uploads must stream to disk, so the rise
 * should stay far below the 1 GB they add up to. The parent streams each body in small chunks,
 * honouring backpressure, so no 100 MB buffer exists on either side.
 */
const UPLOADS = 10;
const FILE_BYTES = 100 * 1024 * 1024;
const TARGET_RISE_MB = 100;
const CHUNK = Buffer.alloc(64 * 1024);

/** Waits for room in the socket buffer, or for the end of the request, whichever comes first. */
function drainedOrClosed(req: ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      req.off('drain', done);
      req.off('close', done);
      resolve();
    };
    req.on('drain', done);
    req.on('close', done);
  });
}

/** Streams one national order with a FILE_BYTES "PNG" (signature then zeros); resolves to its status. */
function upload(port: number): Promise<{ status: number; body: string }> {
  const head = Buffer.concat([orderFields(), fileHead('uploadedFile', 'logo.png', 'image/png'), PNG_HEADER]);
  const tail = closing(true);
  const zeros = FILE_BYTES - PNG_HEADER.length;
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/guardar_marca',
      headers: { 'content-type': MULTIPART_TYPE, 'content-length': head.length + zeros + tail.length },
    });
    let answered = false;
    req.on('error', reject);
    req.on('response', (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    const send = async () => {
      req.write(head);
      for (let left = zeros; left > 0 && !answered; left -= CHUNK.length) {
        const ok = req.write(left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left));
        // An early answer (a refusal) may close the socket: stop waiting for a drain then.
        if (!ok) await drainedOrClosed(req);
      }
      req.end(tail);
    };
    send().catch(reject);
  });
}

const test = isolated({});
const server = await startServer(test.options, { BENCH_RSS: '1' });
const rss = async (path: string, method = 'GET') => (await (await fetch(`${server.url}${path}`, { method })).json()) as { rss: number; peak: number };
try {
  // One small upload first, so the baseline already includes the code the uploads load.
  await expectCreated(server.url, Buffer.concat([orderFields(), fileHead('uploadedFile', 'logo.png', 'image/png'), PNG_HEADER, closing(true)]));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const baseline = (await rss('/bench/rss/reset', 'POST')).rss;
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: UPLOADS }, () => upload(server.port)));
  const seconds = (performance.now() - started) / 1000;
  const { peak } = await rss('/bench/rss');
  const created = results.filter((result) => result.status === 201).length;
  const rise = (peak - baseline) / 1024 / 1024;

  console.log(`\n## Memory: ${UPLOADS} concurrent uploads of ${mb(FILE_BYTES)} MB (PGlite on disk), RSS sampled every 20 ms`);
  console.log(`  baseline RSS     ${mb(baseline)} MB`);
  console.log(`  peak RSS         ${mb(peak)} MB`);
  console.log(`  rise             ${rise.toFixed(1)} MB   (target ≤ ${TARGET_RISE_MB} MB)`);
  console.log(`  all answered 201 ${created === UPLOADS ? 'yes' : `no (${created}/${UPLOADS})`}`);
  console.log(`  time             ${seconds.toFixed(1)} s (${((UPLOADS * FILE_BYTES) / 1024 / 1024 / seconds).toFixed(0)} MB/s in total)`);
  const refused = results.find((result) => result.status !== 201);
  if (refused) console.log(`  first non-201    ${refused.status} ${refused.body.slice(0, 300)}`);
} finally {
  await server.stop();
  await test.cleanup();
}
