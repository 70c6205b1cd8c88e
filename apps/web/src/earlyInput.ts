import { useEffect, useRef } from 'react';
import { useHydrated } from './useHydrated';

/**
 * What a visitor typed, ticked or chose in the server's HTML before the page's code ran. React
 * hydrates over those controls without reading them, so its state stays blank while the screen
 * shows the visitor's input (ADR 008: a phone shows the page a second or more before it works).
 * Each changed control is handed to React as the visitor's own change event, so the same onChange
 * as a later keystroke takes it: no widget needs to know.
 *
 * React notices a change by comparing the control with the value it last saw (its value tracker):
 * the control is first set back to the server's value through its own property, which React sees,
 * then to the visitor's through the prototype's setter, which it does not, before the event.
 */
function handOver(control: Element) {
  if (control instanceof HTMLInputElement) {
    if (control.type === 'file') {
      if (control.files?.length) control.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (control.type === 'checkbox' || control.type === 'radio') {
      // A radio group changes as one: the visitor's choice is the radio that became checked.
      if (control.checked === control.defaultChecked || (control.type === 'radio' && !control.checked)) return;
      const wanted = control.checked;
      control.checked = !wanted;
      control.click();
    } else if (control.value !== control.defaultValue) {
      replaceValue(control, HTMLInputElement.prototype, 'input');
    }
  } else if (control instanceof HTMLTextAreaElement) {
    if (control.value !== control.defaultValue) replaceValue(control, HTMLTextAreaElement.prototype, 'input');
  } else if (control instanceof HTMLSelectElement) {
    if ([...control.options].some((option) => option.selected !== option.defaultSelected)) replaceValue(control, HTMLSelectElement.prototype, 'change');
  }
}

function replaceValue(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, prototype: object, event: 'input' | 'change') {
  const typed = control.value;
  const original = control instanceof HTMLSelectElement ? ([...control.options].find((option) => option.defaultSelected)?.value ?? '') : control.defaultValue;
  control.value = original;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, typed);
  control.dispatchEvent(new Event(event, { bubbles: true }));
}

/**
 * Marks a part that hands over its own controls (useOwnEarlyInput): the form around it leaves them.
 * A widget that loads apart hydrates after the form, in a pass of its own (React hydrates each
 * Suspense boundary apart); events sent to its controls before then are dropped.
 */
const OWNER = 'data-early-input';

function handOverWithin(root: HTMLElement) {
  for (const control of root.querySelectorAll('input, textarea, select')) {
    const owner = control.closest(`[${OWNER}]`);
    if (owner && owner !== root && root.contains(owner)) continue;
    handOver(control);
  }
}

/**
 * For a form (or a block of fields) the server renders: when it hydrates, what the visitor did to
 * its controls meanwhile reaches the component's state. A part rendered in the browser (a new
 * step, a navigation) has nothing to hand over.
 */
export function useEarlyInput<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const fromServer = useRef(!useHydrated());
  useEffect(() => {
    if (!fromServer.current || !ref.current) return;
    handOverWithin(ref.current);
  }, []);
  return ref;
}

/**
 * The same for a widget that loads apart (ADR 021), spread on the element holding its controls:
 * they are handed over once the widget itself has hydrated, controls it shows only after another's
 * change included (the billing box's parts), and the form's hand-over leaves them.
 */
export function useOwnEarlyInput<T extends HTMLElement>() {
  return { ref: useEarlyInput<T>(), [OWNER]: '' } as const;
}
