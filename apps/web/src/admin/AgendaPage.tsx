import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../pages/usePageTitle';
import { DataTable, Field, inputClass, Loaded, PageHeading, secondaryButtonClass, useLoad } from './ui';
import type { AgendaEntry } from '@shop/api-contract';

/** 'YYYY-MM-DD' as '15/09/2026': a calendar day, never shifted by a time zone. */
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Six months from today, the API's own default, as the date field shows it. */
function sixMonthsAhead(): string {
  const date = new Date();
  date.setMonth(date.getMonth() + 6);
  return date.toISOString().slice(0, 10);
}

/**
 * The agenda (DECISIONS §13): every client's coming deadlines until a day staff choose, soonest
 * first, with the right, the client and the order, and its CSV for a spreadsheet.
 */
export function AgendaPage() {
  usePageTitle('Agenda de plazos');
  const [until, setUntil] = useState(sixMonthsAhead);
  const query = `hasta=${encodeURIComponent(until)}`;
  const [load, retry] = useLoad<{ hoy: string; hasta: string; plazos: AgendaEntry[] }>(`deadlines?${query}`);
  return (
    <>
      <PageHeading
        actions={
          <a href={`/api/admin/deadlines.csv?${query}`} className={secondaryButtonClass} download>
            Descargar CSV
          </a>
        }
      >
        Agenda de plazos
      </PageHeading>
      <div className="mb-4 max-w-xs">
        <Field label="Plazos hasta el día" hint="Desde hoy; los que están en plazo con recargo también aparecen.">
          <input type="date" value={until} onChange={(event) => event.target.value && setUntil(event.target.value)} className={inputClass} />
        </Field>
      </div>
      <Loaded load={load} retry={retry}>
        {({ plazos }) =>
          plazos.length === 0 ? (
            <p className="text-slate-800">No hay plazos hasta ese día.</p>
          ) : (
            <DataTable label="Plazos de los clientes" columns={['Vence', 'Plazo', 'Derecho', 'Cliente', 'Pedido', 'Recordatorios']}>
              {plazos.map((row) => (
                <tr key={`${row.pedido || row.numeroOficina}-${row.tipo}-${row.fecha}`}>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={row.fecha}>{day(row.fecha)}</time>
                    {row.enGracia && row.recargoHasta && <span className="block text-xs text-amber-900">Con recargo hasta {day(row.recargoHasta)}</span>}
                  </td>
                  <td className="px-3 py-2">
                    {row.plazo}
                    <span className="block text-xs text-slate-700">{row.articulo}</span>
                  </td>
                  <td className="px-3 py-2">
                    {row.derecho} {row.numeroOficina}
                    {row.nombre && <span className="block text-xs text-slate-700">«{row.nombre}»</span>}
                  </td>
                  <td className="px-3 py-2">
                    {row.cliente}
                    <span className="block text-xs break-all text-slate-700">{row.email}</span>
                  </td>
                  <td className="px-3 py-2">
                    {row.pedido ? (
                      <Link to={`/admin/pedidos/${encodeURIComponent(row.pedido)}`} className="text-brand-800 underline">
                        {row.pedido}
                      </Link>
                    ) : (
                      'Aviso de renovación'
                    )}
                  </td>
                  <td className="px-3 py-2">{row.recordatorios === 'activos' ? 'Activos' : 'Parados por el cliente'}</td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </Loaded>
    </>
  );
}
