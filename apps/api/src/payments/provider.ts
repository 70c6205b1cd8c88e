/**
 * A payment provider (DECISIONS §4): Redsys in production, the built-in test gateway by default.
 * The shop only starts payments and believes signed notifications.
 */
export interface PaymentRequest {
  gatewayOrder: string;
  referencia: string;
  numero: string;
  producto: string;
  amountCents: number;
  /** Absolute base URL of this site, for return and notification addresses. */
  siteUrl: string;
}

export interface PaymentNotice {
  gatewayOrder: string;
  amountCents: number;
  paid: boolean;
}

export interface PaymentProvider {
  id: string;
  /** The page that sends the visitor to the gateway (an auto-submitting form, or the test page). */
  startPage: (request: PaymentRequest) => string;
  /** The notification's content when its signature is good, else undefined. */
  verifyNotification: (body: Record<string, string>) => PaymentNotice | undefined;
}
