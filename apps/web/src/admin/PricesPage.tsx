import { useState } from 'react';
import { usePageTitle } from '../pages/usePageTitle';
import { adminFetch, centsToInput, formatDateTime, parseEuros } from './api';
import { buttonClass, Loaded, messageOf, Notice, PageHeading, ScrollBox, useLoad } from './ui';

interface PriceGroup {
  flow: string;
  titulo: string;
  precios: { clave: string; concepto: string; centimos: number; importe: string; cambiadoPor: string | null; cambiadoEl: string | null }[];
}

/** Every catalogue entry of every flow, grouped by service (admin; DECISIONS §1, issue 10 §4). */
export function PricesPage() {
  usePageTitle('Precios');
  const [load, reload] = useLoad<PriceGroup[]>('prices');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  async function save(flow: string, key: string, label: string, input: HTMLInputElement) {
    const cents = parseEuros(input.value);
    if (cents === undefined) return setMessage({ kind: 'error', text: `«${label}»: indica un importe en euros, por ejemplo 199,00.` });
    try {
      await adminFetch('PUT', `prices/${encodeURIComponent(flow)}/${encodeURIComponent(key)}`, { centimos: cents });
      setMessage({ kind: 'ok', text: `«${label}» guardado. El nuevo precio ya se aplica en la web.` });
      reload();
    } catch (error) {
      setMessage({ kind: 'error', text: messageOf(error) });
    }
  }

  return (
    <>
      <PageHeading>Precios</PageHeading>
      <p className="mb-4 text-slate-800">Importes con IVA y tasas incluidos. Un cambio se aplica al momento en la web y en los cobros.</p>
      {message && (
        <div className="mb-4">
          <Notice kind={message.kind}>{message.text}</Notice>
        </div>
      )}
      <Loaded load={load} retry={reload}>
        {(groups) => (
          <div className="space-y-6">
            {groups.map((group) => (
              // On a phone the table scrolls inside it, which a keyboard must reach too.
              <ScrollBox key={group.flow} label={group.titulo} className="p-4">
                <h2 id={`precios-${group.flow}`} className="mb-2 text-lg font-semibold text-brand-900">
                  {group.titulo}
                </h2>
                <table className="w-full text-left text-sm">
                  <thead className="text-slate-800">
                    <tr>
                      <th scope="col" className="py-1 pr-3">
                        Concepto
                      </th>
                      <th scope="col" className="py-1 pr-3">
                        Importe (€)
                      </th>
                      <th scope="col" className="hidden py-1 pr-3 sm:table-cell">
                        Último cambio
                      </th>
                      <th scope="col" className="py-1">
                        <span className="sr-only">Acción</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200">
                    {group.precios.map((price) => {
                      const id = `precio-${group.flow}-${price.clave}`.replace(/[^\w-]/g, '-');
                      const changed = price.cambiadoPor ? `${price.cambiadoPor}, ${formatDateTime(price.cambiadoEl!)}` : 'Precio inicial';
                      return (
                        <tr key={price.clave}>
                          <td className="py-2 pr-3">
                            <label htmlFor={id}>{price.concepto}</label>
                            <span className="block text-xs text-slate-700 sm:hidden">{changed}</span>
                          </td>
                          <td className="py-2 pr-3">
                            <input
                              id={id}
                              defaultValue={centsToInput(price.centimos)}
                              inputMode="decimal"
                              className="w-24 rounded-md border border-slate-400 px-2 py-2 text-right text-slate-900"
                              key={price.centimos}
                            />
                          </td>
                          <td className="hidden py-2 pr-3 text-slate-700 sm:table-cell">{changed}</td>
                          <td className="py-2">
                            <button
                              type="button"
                              className={buttonClass}
                              aria-label={`Guardar ${price.concepto} de ${group.titulo}`}
                              onClick={() => save(group.flow, price.clave, price.concepto, document.getElementById(id) as HTMLInputElement)}
                            >
                              Guardar
                            </button>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </ScrollBox>
            ))}
          </div>
        )}
      </Loaded>
    </>
  );
}
