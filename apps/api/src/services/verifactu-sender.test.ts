import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { RESPUESTA_NAMESPACE } from '@shop/invoicing';
import { verifactuAnswers, verifactuRecords, verifactuSubmissions } from '../db/schema';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { cheapOrder, NO_BILLING, payOrder, staffSession } from '../testing/paid-orders';
import { createVerifactuSender } from './verifactu-sender';

/** Certificates made for the test with OpenSSL: the fake AEAT's, and the company's (PKCS#12 with a password). */
function certificates(dir: string) {
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'aeat.key',
    '-out',
    'aeat.crt',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  );
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'empresa.key',
    '-out',
    'empresa.crt',
    '-days',
    '1',
    '-subj',
    '/CN=B00000000 REGISTRO DE MARCAS SL',
  );
  openssl('pkcs12', '-export', '-inkey', 'empresa.key', '-in', 'empresa.crt', '-out', 'empresa.p12', '-passout', 'pass:secreto');
  const read = (name: string) => readFileSync(join(dir, name));
  return { aeatKey: read('aeat.key'), aeatCert: read('aeat.crt'), companyCert: read('empresa.crt'), p12: join(dir, 'empresa.p12') };
}

/** AEAT's answer (RespuestaSuministro.xsd) for the records of a submission, each given its state. */
function answer(request: string, states: string[]): string {
  const numbers = [...request.matchAll(/<sum1:IDFactura><sum1:IDEmisorFactura>([^<]+)<\/sum1:IDEmisorFactura><sum1:NumSerieFactura>([^<]+)</g)];
  const lines = numbers.map(
    ([, nif, numero], index) =>
      `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>${nif}</tik:IDEmisorFactura><tik:NumSerieFactura>${numero}</tik:NumSerieFactura></tikR:IDFactura>` +
      `<tikR:EstadoRegistro>${states[index]}</tikR:EstadoRegistro>` +
      (states[index] === 'Correcto'
        ? ''
        : `<tikR:CodigoErrorRegistro>1100</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>Valor no permitido</tikR:DescripcionErrorRegistro>`) +
      `</tikR:RespuestaLinea>`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body>` +
    `<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${RESPUESTA_NAMESPACE}" xmlns:tik="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd">` +
    `<tikR:CSV>A-TEST1234567890</tikR:CSV><tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>ParcialmenteCorrecto</tikR:EstadoEnvio>${lines.join('')}` +
    `</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`
  );
}

for (const database of await testDatabases()) {
  describe(`the VERI*FACTU sender against a fake AEAT on ${database.name}`, () => {
    const context = useTestApp({ ...database.options });
    const dir = mkdtempSync(join(tmpdir(), 'verifactu-test-'));
    const received: { body: string; clientCn: string }[] = [];
    const replies: ((body: string) => { status: number; body: string })[] = [];
    let server: Server;
    let url = '';
    let certs: ReturnType<typeof certificates>;

    beforeAll(async () => {
      certs = certificates(dir);
      // Like AEAT's endpoint: TLS that asks for the client's certificate and refuses a connection without one.
      server = createServer({ key: certs.aeatKey, cert: certs.aeatCert, requestCert: true, rejectUnauthorized: true, ca: certs.companyCert }, (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          received.push({ body, clientCn: String((req.socket as TLSSocket).getPeerCertificate().subject?.CN ?? '') });
          const reply = replies.shift()?.(body) ?? { status: 500, body: 'sin respuesta preparada' };
          res.writeHead(reply.status, { 'content-type': 'text/xml; charset=utf-8' }).end(reply.body);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`;
    });
    afterAll(async () => {
      await new Promise((resolve) => server?.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    });

    const statuses = async () =>
      (await context.services.db.select({ status: verifactuSubmissions.status }).from(verifactuSubmissions).orderBy(asc(verifactuSubmissions.recordId))).map(
        (row) => row.status,
      );

    it('without a certificate sends nothing: the records wait, pending, and the back office says so', async () => {
      for (let index = 0; index < 3; index++) await payOrder(context, cheapOrder, NO_BILLING);
      expect(await context.services.verifactuSender.runOnce()).toEqual({ sent: 0, skipped: 'sin_certificado' });
      expect(await statuses()).toEqual(['pendiente', 'pendiente', 'pendiente']);
      const as = await staffSession(context, 'contable@example.es', 'staff');
      const { verifactu } = (await as('GET', '/api/admin/invoices')).json();
      expect(verifactu).toMatchObject({ certificado: false, pendientes: 3 });
      expect(verifactu.aviso).toContain('3 registros esperan su envío a la AEAT');
    });

    it('sends with the company certificate, retries an outage, stores every answer and each record’s state', async () => {
      const sender = createVerifactuSender(context.services.db, {
        environment: 'test',
        certPath: certs.p12,
        certPassword: 'secreto',
        endpoint: url,
        ca: certs.aeatCert,
        obligado: { nif: 'B00000000', nombre: 'Registro de Marcas, S.L.' },
        backoffBaseSeconds: 0,
      });
      try {
        replies.push(() => ({ status: 503, body: 'Servicio no disponible' }));
        expect(await sender.runOnce()).toEqual({ sent: 0 });
        expect(await statuses()).toEqual(['pendiente', 'pendiente', 'pendiente']);
        const [failed] = await context.services.db.select().from(verifactuSubmissions).orderBy(asc(verifactuSubmissions.recordId));
        expect(failed).toMatchObject({ attempts: 1, lastError: 'HTTP 503' });

        replies.push((body) => ({ status: 200, body: answer(body, ['Correcto', 'AceptadoConErrores', 'Incorrecto']) }));
        expect(await sender.runOnce()).toEqual({ sent: 3 });
        expect(await statuses()).toEqual(['aceptado', 'aceptado_con_errores', 'rechazado']);
        // AEAT asked to wait 60 s before the next submission.
        expect(await sender.runOnce()).toEqual({ sent: 0, skipped: 'esperando' });

        const last = received.at(-1)!;
        expect(last.clientCn).toBe('B00000000 REGISTRO DE MARCAS SL');
        expect(last.body).toContain('<soapenv:Envelope');
        expect(last.body.match(/<sum:RegistroFactura>/g)).toHaveLength(3);
        // In the order of the chain.
        const records = await context.services.db.select().from(verifactuRecords).orderBy(asc(verifactuRecords.id));
        const sentOrder = [...last.body.matchAll(/<sum1:IDFactura><sum1:IDEmisorFactura>[^<]+<\/sum1:IDEmisorFactura><sum1:NumSerieFactura>([^<]+)</g)].map(
          (match) => match[1],
        );
        expect(sentOrder).toEqual(records.map((record) => record.numSerie));
        const answers = await context.services.db.select().from(verifactuAnswers).where(eq(verifactuAnswers.recordId, records[2]!.id));
        expect(answers.map((row) => row.estadoEnvio)).toEqual(['Error', 'ParcialmenteCorrecto']);
        expect(answers[1]).toMatchObject({ estadoRegistro: 'Incorrecto', codigo: '1100', csv: 'A-TEST1234567890' });

        const as = await staffSession(context, 'jefa@example.es', 'admin');
        const record = (await as('GET', `/api/admin/invoices/${records[2]!.numSerie}/record`)).json();
        expect(record.envio).toMatchObject({ estado: 'rechazado', intentos: 2, error: '1100 Valor no permitido' });
      } finally {
        await sender.stop();
      }
    });
  });
}
