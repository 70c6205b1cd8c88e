import { splitVat, type PriceLine, type TaxSplit } from '@shop/money';

/**
 * The price lines the server stored with an order (`lineas` of its envelope, order-intake.ts): its
 * own figures, each with its official fees since DECISIONS §12. What is not a line is left out.
 */
export function storedLinesOf(envelope: unknown): PriceLine[] {
  const lines = (envelope as { lineas?: unknown } | null)?.lineas;
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line: unknown) => {
    const { key, label, cents, suplidosCents } = (line ?? {}) as Record<string, unknown>;
    if (typeof label !== 'string' || typeof cents !== 'number') return [];
    return [
      {
        ...(typeof key === 'string' ? { key } : {}),
        label,
        cents,
        ...(typeof suplidosCents === 'number' ? { suplidosCents } : {}),
      },
    ];
  });
}

/**
 * The total as the invoice reads it (DECISIONS §12): official fees, then the professional fee's
 * base and 21 % VAT. Only when every line says its official fees: an order stored before they were
 * kept, or a quote staff priced as one figure, has no split to show rather than a wrong one.
 */
export function taxSplitOf(lines: readonly PriceLine[]): TaxSplit | undefined {
  if (lines.length === 0 || lines.some((line) => typeof line.suplidosCents !== 'number')) return undefined;
  return splitVat(lines);
}
