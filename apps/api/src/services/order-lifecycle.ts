import { ORDER_STATUS, STATUS_TEXT } from './orders';

/**
 * The moves staff may make (docs/decisions/007): a paid order is filed with the office, then
 * granted or refused, then closed; orders that never got paid (and closed ones) can be archived.
 * Payment states themselves move only by the gateway's notification, a quote request by its answer.
 * Beside ORDER_STATUS because it is the orders' lifecycle, not a back-office concern.
 */
export const TRANSITIONS: Record<string, readonly string[]> = {
  [ORDER_STATUS.draft]: [ORDER_STATUS.archived],
  [ORDER_STATUS.awaitingPayment]: [ORDER_STATUS.archived],
  [ORDER_STATUS.paymentFailed]: [ORDER_STATUS.archived],
  [ORDER_STATUS.quoteRequested]: [ORDER_STATUS.archived],
  [ORDER_STATUS.paid]: [ORDER_STATUS.filed, ORDER_STATUS.closed],
  [ORDER_STATUS.filed]: [ORDER_STATUS.granted, ORDER_STATUS.refused, ORDER_STATUS.closed],
  [ORDER_STATUS.granted]: [ORDER_STATUS.closed],
  [ORDER_STATUS.refused]: [ORDER_STATUS.closed],
  [ORDER_STATUS.closed]: [ORDER_STATUS.archived],
  [ORDER_STATUS.archived]: [],
  // Set by a full refund (ADR 012), never by hand.
  [ORDER_STATUS.refunded]: [ORDER_STATUS.archived],
};

/** Whether `status` is a state at all; own keys only: 'constructor' or '__proto__' would otherwise find Object's prototype. */
export const isOrderStatus = (status: string): boolean => Object.hasOwn(STATUS_TEXT, status);

/** The states staff may move an order in `status` to (none for a state the table does not know). */
export const nextStates = (status: string): readonly string[] => (Object.hasOwn(TRANSITIONS, status) ? TRANSITIONS[status]! : []);

export const canMove = (from: string, to: string): boolean => nextStates(from).includes(to);

/** The states in which a quote request still takes a price (DECISIONS §11): not once paid or closed. */
export const QUOTE_ANSWERABLE: readonly string[] = [ORDER_STATUS.quoteRequested, ORDER_STATUS.awaitingPayment, ORDER_STATUS.paymentFailed, ORDER_STATUS.draft];

/** What needs staff's action: the back office's list opens on these (ADR 012). */
export const NEEDS_ACTION: readonly string[] = [ORDER_STATUS.paid, ORDER_STATUS.quoteRequested, ORDER_STATUS.paymentFailed];
