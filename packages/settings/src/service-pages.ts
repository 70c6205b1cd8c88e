/**
 * The Spanish text of the information page of each service sold without an order flow
 * (`informationServices`), apart from services.ts so that the header, footer and route table (on
 * every page) do not carry it; only the information page loads it. A service with an order flow
 * shows its flow's page instead (docs/decisions/004, 020).
 */
export interface ServicePageText {
  /** What the service is, a paragraph each. */
  body: readonly string[];
  included: readonly string[];
  notIncluded?: readonly string[];
}

/** Every service has an order flow today: no information page is shown. */
export const servicePages: Readonly<Record<string, ServicePageText>> = {};
