import { performance } from 'node:perf_hooks';
import { localSmtp } from '../src/testing/smtp';
import { buildApp } from '../src/app';
import { isolated, testDatabases } from '../src/testing/databases';
import { nationalOrder } from '../src/testing/orders';

/**
 * The outbox relay against a local SMTP server (smtp-server on loopback), per database:
 * - throughput: mails queued at once, sent by one relay, mails per second accepted by SMTP;
 * - latency: from the payment notification's arrival to the receipt accepted by SMTP, with the
 *   relay running as `npm start` runs it (a pass every 2 s, nudged when a mail is queued).
 */
const BULK = Number(process.env.BENCH_MAILS ?? 500);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 60);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

console.log(`\n## Mail relay: ${BULK} queued mails, then ${PAYMENTS} payments one after another`);
console.log(`  ${'database'.padEnd(12)}${'mails/s'.padStart(10)}${'pay→SMTP p50 ms'.padStart(18)}${'p99 ms'.padStart(9)}`);
for (const database of await testDatabases()) {
  const server = localSmtp();
  const port = await server.listen();
  const own = isolated({ ...database.options, inMemory: false });
  const { app, services } = await buildApp({ ...own.options, smtpUrl: `smtp://127.0.0.1:${port}`, orderRateLimit: 0 });
  try {
    for (let index = 0; index < BULK; index++)
      await services.outbox.queueMail({ to: `bulk${index}@example.es`, subject: `Correo ${index}`, text: 'Hola', html: '<p>Hola</p>' });
    const started = performance.now();
    let sent = 0;
    while (sent < BULK) sent += await services.mailRelay.runOnce();
    const perSecond = BULK / ((performance.now() - started) / 1000);

    services.mailRelay.start(2000, (error) => console.error(error));
    const latencies: number[] = [];
    for (let index = 0; index < PAYMENTS; index++) {
      const email = `pago${index}@example.es`;
      const body = new FormData();
      body.append('data', JSON.stringify({ ...nationalOrder, email }));
      const { referencia } = (await app.inject({ method: 'POST', url: '/api/guardar_marca', payload: body })).json<{ referencia: string }>();
      const page = await app.inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
      const gatewayOrder = /name="order" value="([^"]+)"/.exec(page.body)![1]!;
      const notification = new URLSearchParams(services.testGateway!.sign({ gatewayOrder, amountCents: 71900, paid: true })).toString();
      const arrived = server.arrival(email);
      const at = performance.now();
      await app.inject({
        method: 'POST',
        url: '/api/pagos/notificacion',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: notification,
      });
      await arrived;
      latencies.push(performance.now() - at);
    }
    latencies.sort((a, b) => a - b);
    console.log(
      `  ${database.name.padEnd(12)}${perSecond.toFixed(0).padStart(10)}${percentile(latencies, 50).toFixed(0).padStart(18)}${percentile(latencies, 99).toFixed(0).padStart(9)}`,
    );
  } finally {
    await app.close();
    await server.close();
    await own.cleanup();
  }
}
