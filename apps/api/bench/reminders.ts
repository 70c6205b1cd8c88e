import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { rowsOf } from '../src/db/client';
import { isolated, testDatabases } from '../src/testing/databases';

/**
 * The reminder job among many rights on PostgreSQL (DECISIONS §13): RIGHTS paid orders with their
 * office's facts, DUE of them with a reminder due today, the rest with their next reminder to come.
 * Prints how long finding what is due takes (the indexed read of right_followups, the aim under
 * 1 s) and how long a whole pass takes to count, record and queue those reminders.
 */
const RIGHTS = Number(process.env.BENCH_RIGHTS ?? 100_000);
const DUE_EVERY = Number(process.env.BENCH_DUE_EVERY ?? 1000);
const TODAY = '2026-04-01';

const postgres = (await testDatabases()).find((database) => database.name === 'postgres');
console.log(`\n## Reminders: ${RIGHTS.toLocaleString('en')} rights on PostgreSQL, one in ${DUE_EVERY} due on ${TODAY}`);
if (!postgres) {
  console.log('  PostgreSQL does not answer (TEST_DATABASE_URL): no figures.');
  process.exit(0);
}
const own = isolated(postgres.options);
const { app } = await buildApp({ ...own.options, today: () => TODAY });
try {
  const db = app.db;
  const seeding = performance.now();
  await db.execute(sql`
    INSERT INTO orders (referencia, numero, flow, producto, status, envelope, total_cents)
    SELECT 'bench-' || g, 'B-' || g, 'marca-nacional', 'Marca Nacional', 'paid',
      jsonb_build_object('email', 'cliente' || g || '@example.es', 'name', 'Cliente', 'brandName', 'Marca ' || g), 15000
    FROM generate_series(1, ${RIGHTS}) g`);
  // Due: filed 15/09/2016, the renewal's 6-month reminder fell due on 15/03/2026. The rest: filed from
  // 2017 on, their first reminder still to come, on the day stored beside them.
  await db.execute(sql`
    INSERT INTO order_filing_facts (order_id, office_number, filed_on, staff_email)
    SELECT id, 'M' || (4000000 + id),
      CASE WHEN id % ${DUE_EVERY} = 0 THEN DATE '2016-09-15' ELSE DATE '2017-01-01' + (id % 3000)::int END, 'bench@example.es'
    FROM orders WHERE referencia LIKE 'bench-%'`);
  await db.execute(sql`
    INSERT INTO right_followups (order_id, next_reminder_on)
    SELECT order_id, CASE WHEN order_id % ${DUE_EVERY} = 0 THEN DATE '1990-01-01' ELSE (filed_on + interval '9 years 6 months')::date END
    FROM order_filing_facts`);
  await db.execute(sql`ANALYZE right_followups`);
  console.log(`  seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const due = sql`SELECT order_id FROM right_followups WHERE next_reminder_on <= ${TODAY} AND stopped_at IS NULL ORDER BY next_reminder_on LIMIT 200`;
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < 20; run++) {
    const started = performance.now();
    found = rowsOf(await db.execute(due)).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const plan = rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql`EXPLAIN ${due}`)).map((row) => row['QUERY PLAN']);
  console.log(`  finding what is due: ${found} rights, median ${times[10]!.toFixed(2)} ms, worst ${times.at(-1)!.toFixed(2)} ms of 20`);
  console.log(`  plan: ${plan.find((line) => /Scan/.test(line))?.trim() ?? plan[0]}`);

  const started = performance.now();
  const sent = await app.reminders.runOnce();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  a whole pass: ${sent} reminders counted, recorded and queued in ${seconds.toFixed(2)} s (${((seconds * 1000) / Math.max(1, sent)).toFixed(1)} ms a right)`,
  );
  const again = performance.now();
  const second = await app.reminders.runOnce();
  console.log(`  the next pass: ${second} sent, ${(performance.now() - again).toFixed(1)} ms`);
} finally {
  await app.close();
  await own.cleanup();
}
