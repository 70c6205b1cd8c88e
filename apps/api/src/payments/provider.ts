import type { RedsysNotice } from './redsys-signature';
import type { RefundAnswer, RefundRequest } from './redsys-refund';

/**
 * A payment provider (DECISIONS §4): Redsys in production, the built-in test gateway by default.
 * The shop only starts payments and believes signed notifications.
 */
export interface PaymentRequest {
  gatewayOrder: string;
  referencia: string;
  numero: string;
  producto: string;
  /** Who pays: the applicant's name as entered. */
  holder: string;
  amountCents: number;
  /** Absolute base URL of this site (PUBLIC_URL), for return and notification addresses. */
  siteUrl: string;
}

export type PaymentNotice = RedsysNotice;

export interface PaymentProvider {
  id: string;
  /** The page that sends the visitor to the gateway (an auto-submitting form, or the test page). */
  startPage: (request: PaymentRequest) => string;
  /** The notification's content when its signature is good, else undefined. */
  verifyNotification: (body: Record<string, unknown>) => PaymentNotice | undefined;
  /** Where the start page's form posts: the site's CSP must allow it. */
  formAction?: string;
  /** Gives back part or all of a paid attempt (Redsys' REST refund); a provider without it is refunded by hand. */
  refund?: (request: RefundRequest) => Promise<RefundAnswer>;
}

/** ISO 4217 numeric code of the euro, the only currency the shop charges in. */
export const EURO = '978';
