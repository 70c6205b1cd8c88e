import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatEur } from '@shop/money';
import { usePageTitle } from '../pages/usePageTitle';
import { post } from './api';
import { buttonClass, DataTable, Field, inputClass, Loaded, Notice, PageHeading, secondaryButtonClass, useLoad } from './ui';
import { InvoiceCorrection } from './InvoiceCorrection';
import type { InvoiceList as Invoices } from '@shop/api-contract';

const SENT: Record<string, string> = {
  pendiente: 'Pendiente de envío',
  aceptado: 'Aceptado por la AEAT',
  aceptado_con_errores: 'Aceptado con errores',
  rechazado: 'Rechazado por la AEAT',
};

/** The office's day 'AAAA-MM-DD' (Europe/Madrid), and the first day of its month. */
const officeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

/**
 * Facturas (DECISIONS §12): the invoices of a period for the accountant, with the totals by VAT
 * rate and the suplidos apart, the CSV and the records' XML of that period, the check of the
 * VERI*FACTU chain, and what waits to be sent to the AEAT. Admins also issue corrective invoices.
 */
export function InvoicesPage({ admin }: { admin: boolean }) {
  usePageTitle('Facturas');
  const [params, setParams] = useSearchParams();
  const today = officeToday();
  const desde = params.get('desde') ?? `${today.slice(0, 8)}01`;
  const hasta = params.get('hasta') ?? today;
  const query = new URLSearchParams({ desde, hasta }).toString();
  const [load, retry] = useLoad<Invoices>(`invoices?${query}`);
  const [chain, setChain] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  function choose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setParams({ desde: String(form.get('desde') ?? ''), hasta: String(form.get('hasta') ?? '') });
  }
  async function verify() {
    setChain(null);
    try {
      const result = await post<{ ok: boolean; registros: number; rotura: { factura: string; motivo: string } | null }>('invoices/verify-chain');
      setChain(
        result.ok
          ? { kind: 'ok', text: `Cadena correcta: ${result.registros} registros, cada huella recalculada y enlazada con la anterior.` }
          : { kind: 'error', text: `La cadena se rompe en ${result.rotura?.factura}: ${result.rotura?.motivo}` },
      );
    } catch (error) {
      setChain({ kind: 'error', text: error instanceof Error ? error.message : 'No se ha podido comprobar la cadena.' });
    }
  }

  return (
    <>
      <PageHeading
        actions={
          <div className="flex flex-wrap gap-2">
            <a href={`/api/admin/invoices.csv?${query}`} download className={secondaryButtonClass}>
              Descargar facturas (CSV)
            </a>
            <a href={`/api/admin/invoices.xml?${query}`} download className={secondaryButtonClass}>
              Descargar registros VERI*FACTU (XML)
            </a>
          </div>
        }
      >
        Facturas
      </PageHeading>
      <form onSubmit={choose} className="mb-6 flex flex-wrap items-end gap-4" aria-label="Periodo">
        <Field label="Desde">
          <input type="date" name="desde" defaultValue={desde} className={inputClass} key={`desde-${desde}`} />
        </Field>
        <Field label="Hasta">
          <input type="date" name="hasta" defaultValue={hasta} className={inputClass} key={`hasta-${hasta}`} />
        </Field>
        <button type="submit" className={buttonClass}>
          Ver el periodo
        </button>
        <button type="button" onClick={verify} className={secondaryButtonClass}>
          Comprobar la cadena de registros
        </button>
      </form>
      {chain && (
        <div className="mb-4" role="status">
          <Notice kind={chain.kind}>{chain.text}</Notice>
        </div>
      )}
      <Loaded load={load} retry={retry}>
        {(data) => (
          <div className="space-y-6">
            {data.verifactu.aviso && (
              <p role="status" className="rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 text-slate-900" data-testid="verifactu-aviso">
                {data.verifactu.aviso}
              </p>
            )}
            <Totals totals={data.totales} />
            <DataTable
              label="Facturas del periodo"
              columns={['Número', 'Tipo', 'Fecha', 'Pedido', 'Cliente', 'Base imponible', 'IVA', 'Suplidos', 'Total', 'Envío a la AEAT']}
            >
              {data.facturas.map((invoice) => (
                <tr key={invoice.numero}>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <a href={`/api/admin/invoices/${invoice.numero}/pdf`} className="font-medium text-brand-800 underline">
                      {invoice.numero}
                    </a>
                    {invoice.rectifica && <span className="block text-xs text-slate-700">Rectifica {invoice.rectifica}</span>}
                  </td>
                  <td className="px-3 py-2">{invoice.tipo}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{invoice.fecha.replace(/-/g, '/')}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <Link to={`/admin/pedidos/${encodeURIComponent(invoice.pedido)}`} className="text-brand-800 underline">
                      {invoice.pedido}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    {invoice.cliente || 'Factura simplificada'}
                    {invoice.nif && <span className="block text-xs text-slate-700">{invoice.nif}</span>}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{formatEur(invoice.baseCentimos)}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{formatEur(invoice.ivaCentimos)}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{formatEur(invoice.suplidosCentimos)}</td>
                  <td className="px-3 py-2 text-right font-medium whitespace-nowrap">{formatEur(invoice.totalCentimos)}</td>
                  <td className="px-3 py-2">
                    {SENT[invoice.envio] ?? invoice.envio}
                    {invoice.envioError && <span className="block text-xs text-red-800">{invoice.envioError}</span>}
                  </td>
                </tr>
              ))}
            </DataTable>
            {data.facturas.length === 0 && <p className="text-slate-800">No hay facturas en este periodo.</p>}
            {admin && <InvoiceCorrection onIssued={retry} />}
          </div>
        )}
      </Loaded>
    </>
  );
}

function Totals({ totals }: { totals: Invoices['totales'] }) {
  return (
    <section aria-labelledby="totales" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="totales" className="mb-2 font-semibold text-slate-900">
        Totales del periodo ({totals.facturas} facturas)
      </h2>
      <dl className="grid grid-cols-1 gap-x-8 gap-y-1 text-sm sm:grid-cols-2" data-testid="invoice-totals">
        {totals.porTipoIva.flatMap((rate) => [
          <div key={`base-${rate.tipoIva}`} className="flex justify-between gap-4">
            <dt>Base imponible al {rate.tipoIva} %</dt>
            <dd className="whitespace-nowrap">{formatEur(rate.baseCentimos)}</dd>
          </div>,
          <div key={`iva-${rate.tipoIva}`} className="flex justify-between gap-4">
            <dt>Cuota de IVA al {rate.tipoIva} %</dt>
            <dd className="whitespace-nowrap">{formatEur(rate.ivaCentimos)}</dd>
          </div>,
        ])}
        <div className="flex justify-between gap-4">
          <dt>Tasas oficiales (suplidos)</dt>
          <dd className="whitespace-nowrap">{formatEur(totals.suplidosCentimos)}</dd>
        </div>
        <div className="flex justify-between gap-4 font-semibold">
          <dt>Total facturado</dt>
          <dd className="whitespace-nowrap">{formatEur(totals.totalCentimos)}</dd>
        </div>
      </dl>
    </section>
  );
}
