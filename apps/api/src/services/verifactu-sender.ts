import { readFile } from 'node:fs/promises';
import { request as httpsRequest, Agent } from 'node:https';
import { inArray, sql } from 'drizzle-orm';
import { parseRespuesta, regFactuSistemaFacturacion, soapEnvelope, MAX_RECORDS_PER_SUBMISSION, type AeatEnvironment, type Respuesta } from '@shop/invoicing';
import { rowsOf, type Db } from '../db/client';
import { verifactuAnswers, verifactuRecords } from '../db/schema';
import { everyInterval, type IntervalJob } from './every-interval';

/**
 * Sends the VERI*FACTU records to AEAT's web service (RD 1007/2023 and Orden HAC/1177/2024; AEAT's
 * 'Descripción de los servicios web' of VERI*FACTU): SOAP over TLS with the company's certificate
 * (PKCS#12). Records are claimed like the outbox's mails (mail/relay.ts): one `UPDATE … WHERE …
 * IN (SELECT … FOR UPDATE SKIP LOCKED)` with a lease, so several instances never send one twice;
 * sent in the order of the chain, up to 1000 a submission, waiting between submissions the time AEAT
 * answers (TiempoEsperaEnvio, 60 s unless it says otherwise). Every answer is stored; an outage or
 * a refusal of the whole submission is retried with back-off (at most hourly); a record AEAT refuses
 * stays refused for staff to correct with a new record (records are never edited). Without a
 * certificate nothing is sent: the records wait, pending, and the back office says so.
 */

/** AEAT's endpoints for VERI*FACTU submissions (client certificate), test and production. */
export const AEAT_ENDPOINTS: Record<AeatEnvironment, string> = {
  test: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  production: 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
};

/** AEAT's code for a record it already holds: a resend after a lost answer, already accepted. */
const DUPLICATE = '3000';
const DEFAULT_WAIT_SECONDS = 60;

export interface VerifactuSenderOptions {
  environment: AeatEnvironment;
  /** The company's certificate (PKCS#12, .p12/.pfx); unset: nothing is sent. */
  certPath?: string | undefined;
  certPassword?: string | undefined;
  /** Another address than AEAT's for the environment (tests' fake AEAT). */
  endpoint?: string | undefined;
  /** Extra certificate authorities to trust (tests' fake AEAT). */
  ca?: string | Buffer | undefined;
  obligado: { nif: string; nombre: string };
  leaseSeconds?: number;
  backoffBaseSeconds?: number;
  timeoutMs?: number;
  onTrouble?: (message: string) => void;
}

export interface SendResult {
  sent: number;
  /** Why nothing went: no certificate, AEAT's wait, nothing due. */
  skipped?: 'sin_certificado' | 'esperando' | 'nada';
}

const statusOf = (estado: string, codigo: string) =>
  estado === 'Correcto' || codigo === DUPLICATE ? 'aceptado' : estado === 'AceptadoConErrores' ? 'aceptado_con_errores' : 'rechazado';

export function createVerifactuSender(db: Db, options: VerifactuSenderOptions) {
  const endpoint = options.endpoint ?? AEAT_ENDPOINTS[options.environment];
  const lease = `${options.leaseSeconds ?? 300} seconds`;
  const base = options.backoffBaseSeconds ?? 60;
  let agent: Agent | undefined;
  let notBefore = 0;
  let sending: IntervalJob | undefined;

  async function agentOf(): Promise<Agent> {
    agent ??= new Agent({ pfx: await readFile(options.certPath!), passphrase: options.certPassword, ca: options.ca, keepAlive: true });
    return agent;
  }

  function post(xml: string, via: Agent): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        endpoint,
        { method: 'POST', agent: via, headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' }, timeout: options.timeoutMs ?? 60_000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('AEAT no ha respondido a tiempo')));
      req.on('error', reject);
      req.end(xml);
    });
  }

  /** Claims the due records, oldest first, for this sender alone until the lease ends. */
  async function claim(): Promise<{ recordId: number; attempts: number }[]> {
    const result = await db.execute(sql`
      UPDATE verifactu_submissions SET locked_until = now() + ${lease}::interval, attempts = attempts + 1, updated_at = now()
      WHERE record_id IN (
        SELECT record_id FROM verifactu_submissions
        WHERE status = 'pendiente' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
        ORDER BY record_id LIMIT ${MAX_RECORDS_PER_SUBMISSION}
        FOR UPDATE SKIP LOCKED)
      RETURNING record_id AS "recordId", attempts`);
    return rowsOf<{ recordId: number | string; attempts: number }>(result)
      .map((row) => ({ recordId: Number(row.recordId), attempts: Number(row.attempts) }))
      .sort((a, b) => a.recordId - b.recordId);
  }

  async function failAll(claimed: { recordId: number; attempts: number }[], error: string, response: string): Promise<void> {
    for (const { recordId, attempts } of claimed) {
      const delay = `${Math.min(3600, base * 2 ** (attempts - 1))} seconds`;
      await db
        .insert(verifactuAnswers)
        .values({ recordId, attempt: attempts, estadoEnvio: 'Error', descripcion: error.slice(0, 1000), response: response.slice(0, 20_000) });
      await db.execute(
        sql`UPDATE verifactu_submissions SET locked_until = NULL, next_attempt_at = now() + ${delay}::interval, last_error = ${error.slice(0, 1000)}, updated_at = now() WHERE record_id = ${recordId}`,
      );
    }
    options.onTrouble?.(`No se han podido enviar ${claimed.length} registros VERI*FACTU a la AEAT: ${error}`);
  }

  async function apply(claimed: { recordId: number; attempts: number }[], numSerieOf: Map<number, string>, answer: Respuesta, response: string): Promise<void> {
    const byNumero = new Map(answer.lineas.map((linea) => [linea.numSerie, linea]));
    for (const { recordId, attempts } of claimed) {
      const linea = byNumero.get(numSerieOf.get(recordId) ?? '');
      // A whole submission refused says nothing of each record: it is retried like an outage.
      const estado = linea?.estado ?? (answer.estadoEnvio === 'Correcto' ? 'Correcto' : '');
      await db.insert(verifactuAnswers).values({
        recordId,
        attempt: attempts,
        estadoEnvio: answer.estadoEnvio || 'Desconocido',
        estadoRegistro: linea?.estado ?? null,
        codigo: linea?.codigo || null,
        descripcion: linea?.descripcion || null,
        csv: answer.csv || null,
        response: response.slice(0, 20_000),
      });
      if (!estado) {
        const delay = `${Math.min(3600, base * 2 ** (attempts - 1))} seconds`;
        const why = answer.fault || `La AEAT no ha dado respuesta para este registro (${answer.estadoEnvio || 'sin estado'})`;
        await db.execute(
          sql`UPDATE verifactu_submissions SET locked_until = NULL, next_attempt_at = now() + ${delay}::interval, last_error = ${why.slice(0, 1000)}, updated_at = now() WHERE record_id = ${recordId}`,
        );
        continue;
      }
      const status = statusOf(estado, linea?.codigo ?? '');
      const error = status === 'aceptado' ? null : `${linea?.codigo ?? ''} ${linea?.descripcion ?? ''}`.trim() || null;
      await db.execute(
        sql`UPDATE verifactu_submissions SET status = ${status}, locked_until = NULL, csv = ${answer.csv || null}, last_error = ${error}, updated_at = now() WHERE record_id = ${recordId}`,
      );
    }
  }

  /** One submission of what is due; answers how many records AEAT answered for. */
  async function runOnce(): Promise<SendResult> {
    if (!options.certPath) return { sent: 0, skipped: 'sin_certificado' };
    if (Date.now() < notBefore) return { sent: 0, skipped: 'esperando' };
    const claimed = await claim();
    if (claimed.length === 0) return { sent: 0, skipped: 'nada' };
    const records = await db
      .select({ id: verifactuRecords.id, numSerie: verifactuRecords.numSerie, xml: verifactuRecords.xml })
      .from(verifactuRecords)
      .where(
        inArray(
          verifactuRecords.id,
          claimed.map((row) => row.recordId),
        ),
      );
    records.sort((a, b) => a.id - b.id);
    const envelope = soapEnvelope(
      regFactuSistemaFacturacion(
        options.obligado,
        records.map((record) => record.xml),
      ),
    );
    let reply: { status: number; body: string };
    try {
      reply = await post(envelope, await agentOf());
    } catch (error) {
      await failAll(claimed, error instanceof Error ? error.message : String(error), '');
      return { sent: 0 };
    }
    const answer = parseRespuesta(reply.body);
    if (reply.status >= 500 && answer.estadoEnvio !== 'Fault') {
      await failAll(claimed, `HTTP ${reply.status}`, reply.body);
      return { sent: 0 };
    }
    notBefore = Date.now() + (answer.tiempoEsperaEnvio ?? DEFAULT_WAIT_SECONDS) * 1000;
    await apply(claimed, new Map(records.map((record) => [record.id, record.numSerie])), answer, reply.body);
    if (answer.estadoEnvio === 'Fault') options.onTrouble?.(`La AEAT ha rechazado el envío: ${answer.fault}`);
    return { sent: answer.lineas.length };
  }

  return {
    configured: Boolean(options.certPath),
    environment: options.environment,
    runOnce,
    /** Lets the next pass send at once (tests; staff's "send now"). */
    resetWait() {
      notBefore = 0;
    },
    start(intervalMs: number, onError: (error: unknown) => void) {
      if (!options.certPath) return;
      sending = everyInterval(runOnce, intervalMs, onError);
    },
    async stop() {
      await sending?.stop();
      agent?.destroy();
    },
  };
}

export type VerifactuSender = ReturnType<typeof createVerifactuSender>;
