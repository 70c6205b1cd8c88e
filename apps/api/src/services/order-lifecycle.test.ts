import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from './orders';
import { canMove, isOrderStatus, nextStates, TRANSITIONS } from './order-lifecycle';

describe('order lifecycle', () => {
  it('knows every state, and moves only to states that exist', () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual(Object.values(ORDER_STATUS).sort());
    for (const targets of Object.values(TRANSITIONS)) for (const target of targets) expect(isOrderStatus(target)).toBe(true);
  });

  it('files a paid order, never pays one by hand', () => {
    expect(canMove(ORDER_STATUS.paid, ORDER_STATUS.filed)).toBe(true);
    expect(canMove(ORDER_STATUS.awaitingPayment, ORDER_STATUS.paid)).toBe(false);
  });

  it("does not read Object's prototype as a state", () => {
    expect(isOrderStatus('constructor')).toBe(false);
    expect(nextStates('__proto__')).toEqual([]);
  });
});
