import { useState } from 'react';
import { usePageTitle } from '../pages/usePageTitle';
import { AdminError, adminFetch, centsToInput, formatDateTime, parseEuros } from './api';
import { buttonClass, errorProps, FieldError, Loaded, messageOf, Notice, PageHeading, PRICE_COLUMNS, PRICE_TABLE, ScrollBox, useLoad } from './ui';
import type { Price, PriceGroup } from '@shop/api-contract';

/** What is wrong with a row's two figures, each said next to its field. */
type RowErrors = { centimos?: string; suplidosCentimos?: string };

const INVALID_AMOUNT = 'Indica un importe en euros, por ejemplo 199,00.';

/**
 * Every catalogue entry of every flow, grouped by service (admin; DECISIONS §1, ADR 007): its
 * price and, of it, the official fees passed through (DECISIONS §12), which change each year with
 * the Budget Law; the rest is the professional fee with VAT.
 */
export function PricesPage() {
  usePageTitle('Precios');
  const [load, reload] = useLoad<PriceGroup[]>('prices');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});

  async function save(flow: string, price: Price, id: string) {
    const priceText = (document.getElementById(id) as HTMLInputElement).value;
    const feesText = (document.getElementById(`${id}-tasas`) as HTMLInputElement).value;
    const cents = parseEuros(priceText);
    const fees = parseEuros(feesText);
    const found: RowErrors = {
      ...(cents === undefined ? { centimos: INVALID_AMOUNT } : {}),
      ...(fees === undefined ? { suplidosCentimos: INVALID_AMOUNT } : {}),
      ...(cents !== undefined && fees !== undefined && fees > cents ? { suplidosCentimos: 'Las tasas oficiales no pueden superar el precio.' } : {}),
    };
    setMessage(null);
    setErrors((all) => ({ ...all, [id]: found }));
    if (cents === undefined || fees === undefined || found.suplidosCentimos) return;
    try {
      await adminFetch('PUT', `prices/${encodeURIComponent(flow)}/${encodeURIComponent(price.clave)}`, { centimos: cents, suplidosCentimos: fees });
      setMessage({ kind: 'ok', text: `«${price.concepto}» guardado. El nuevo precio ya se aplica en la web.` });
      reload();
    } catch (error) {
      // A refusal about one figure is said next to it; anything else next to the price.
      const fields = error instanceof AdminError ? error.fields : {};
      setErrors((all) => ({
        ...all,
        [id]:
          fields.centimos || fields.suplidosCentimos
            ? { centimos: fields.centimos, suplidosCentimos: fields.suplidosCentimos }
            : { centimos: messageOf(error) },
      }));
    }
  }

  return (
    <>
      <PageHeading>Precios</PageHeading>
      <p className="mb-4 text-slate-800">
        Importes con IVA y tasas incluidos. «Tasas oficiales» es la parte del precio que se paga a la oficina en nombre del cliente (suplidos, sin IVA):
        cámbiala cuando cambien las tasas. Un cambio se aplica al momento en la web y en los cobros.
      </p>
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
                {/* Fixed columns: 'Importe' at the same x in every service's table (PRICE_COLUMNS). */}
                <table className={PRICE_TABLE}>
                  <thead className="text-slate-800">
                    <tr>
                      <th scope="col" className="py-1 pr-3">
                        Concepto
                      </th>
                      <th scope="col" className={`py-1 pr-3 ${PRICE_COLUMNS.amount}`}>
                        Importe (€)
                      </th>
                      <th scope="col" className={`py-1 pr-3 ${PRICE_COLUMNS.amount}`}>
                        Tasas oficiales (€)
                      </th>
                      <th scope="col" className={`hidden py-1 pr-3 sm:table-cell ${PRICE_COLUMNS.changed}`}>
                        Último cambio
                      </th>
                      <th scope="col" className={`py-1 ${PRICE_COLUMNS.action}`}>
                        <span className="sr-only">Acción</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200">
                    {group.precios.map((price) => {
                      const id = `precio-${group.flow}-${price.clave}`.replace(/[^\w-]/g, '-');
                      const changed = price.cambiadoPor ? `${price.cambiadoPor}, ${formatDateTime(price.cambiadoEl!)}` : 'Precio inicial';
                      const rowErrors = errors[id] ?? {};
                      return (
                        <tr key={price.clave} className="align-top">
                          <td className="py-2 pr-3">
                            <label htmlFor={id}>{price.concepto}</label>
                            <span className="block text-xs text-slate-700 sm:hidden">{changed}</span>
                          </td>
                          <td className="py-2 pr-3">
                            <AmountInput id={id} cents={price.centimos} error={rowErrors.centimos} />
                          </td>
                          <td className="py-2 pr-3">
                            <AmountInput
                              id={`${id}-tasas`}
                              cents={price.suplidosCentimos}
                              error={rowErrors.suplidosCentimos}
                              label={`Tasas oficiales de ${price.concepto}`}
                            />
                          </td>
                          <td className="hidden py-2 pr-3 text-slate-700 sm:table-cell">{changed}</td>
                          <td className="py-2">
                            <button
                              type="button"
                              className={buttonClass}
                              aria-label={`Guardar ${price.concepto} de ${group.titulo}`}
                              onClick={() => save(group.flow, price, id)}
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

/** One amount of a row, its refusal right under it and read with it. */
function AmountInput({ id, cents, error, label }: { id: string; cents: number; error: string | undefined; label?: string }) {
  return (
    <>
      <input
        id={id}
        defaultValue={centsToInput(cents)}
        inputMode="decimal"
        aria-label={label}
        {...errorProps(`${id}-error`, error)}
        className={`w-24 rounded-md border px-2 py-2 text-right text-slate-900 ${error ? 'border-red-700' : 'border-slate-400'}`}
        key={cents}
      />
      <FieldError id={`${id}-error`} error={error} />
    </>
  );
}
