import { describe, expect, it } from 'vitest';
import { focusesField } from './useStepFocus';

describe("a failed submit's focus", () => {
  it('goes to the first invalid field when it starts in sight, else to the banner', () => {
    expect(focusesField(200, 800)).toBe(true);
    expect(focusesField(784, 800)).toBe(true);
    // Its top shows, but not a line of it.
    expect(focusesField(790, 800)).toBe(false);
    expect(focusesField(1200, 800)).toBe(false);
    // A field not on the page (a group without an input of its id).
    expect(focusesField(undefined, 800)).toBe(false);
  });
});
