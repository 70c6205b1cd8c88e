import { dataFromEnvelope, describeOrder, type AnyFlow, type DescribedRow } from '@shop/flow-kit';

const text = (envelope: Record<string, unknown>, key: string) => (typeof envelope[key] === 'string' ? (envelope[key] as string) : '');

/**
 * What was ordered, as the order's flow labels it (brand, classes, type, countries, the applicant's
 * details): the one description the receipt, the office's mails and the visitor's order page all
 * read (DECISIONS §10), so they never say two things. Option labels, never wire ids.
 */
export function describeStoredOrder(flow: AnyFlow | undefined, envelope: unknown): DescribedRow[] {
  if (!flow) return [];
  return describeOrder(flow, flow.parseData(dataFromEnvelope(envelope as Record<string, unknown>)) ?? {});
}

/** The applicant as the office's mail names them: first name and surname, as typed. */
export const applicantNameOf = (envelope: unknown): string => {
  const fields = (envelope ?? {}) as Record<string, unknown>;
  return [text(fields, 'name'), text(fields, 'lastName')].filter(Boolean).join(' ');
};
