import { RIGHT_KINDS, type RightKind } from './rules';

/**
 * The numbers the offices give an application, as they print them. The OEPM: marks 'M' and seven
 * digits (M4123456), trade names 'N' and seven, designs 'D' and seven (a multiple design's
 * '-01' suffix too), patents 'P' and nine (year and sequence: P201630123), utility models 'U' and
 * nine; a published patent or model may be cited by its publication number ('ES2612345', with its
 * kind code 'B1', 'U', 'Y' or none). The EUIPO: nine digits (018123456).
 */
const SHAPES: Readonly<Record<RightKind, readonly RegExp[]>> = {
  'marca-es': [/^M\d{7}$/],
  'nombre-comercial': [/^N\d{7}$/],
  'marca-ue': [/^\d{9}$/],
  'diseno-es': [/^D\d{7}(-\d{2})?$/],
  'patente-es': [/^P\d{9}$/, /^ES\d{7}([AB]\d|T\d?)?$/],
  'modelo-utilidad-es': [/^U\d{9}$/, /^ES\d{7}[UY]?$/],
};

/** How staff are told the shape each office uses. */
export const OFFICE_NUMBER_HINT: Readonly<Record<RightKind, string>> = {
  'marca-es': 'M y 7 cifras, como M4123456',
  'nombre-comercial': 'N y 7 cifras, como N0412345',
  'marca-ue': '9 cifras, como 018123456',
  'diseno-es': 'D y 7 cifras, como D0512345',
  'patente-es': 'P y 9 cifras, como P201630123, o la publicación ES2612345',
  'modelo-utilidad-es': 'U y 9 cifras, como U201630456, o la publicación ES1123456U',
};

/** Spaces, dots and a hyphen after the letter are how people copy them ('M 4.123.456', 'M-4123456'): not part of the number. */
export const normalOfficeNumber = (text: string): string =>
  text
    .trim()
    .toUpperCase()
    .replace(/[\s.]/g, '')
    .replace(/^([A-Z]{1,2})-(?=\d)/, '$1');

/** Whether the number has a shape the office of this kind of right issues; any office's shape when the kind is unknown. */
export function isOfficeNumber(text: string, kind?: RightKind): boolean {
  const number = normalOfficeNumber(text);
  const kinds = kind ? [kind] : RIGHT_KINDS;
  return kinds.some((candidate) => SHAPES[candidate].some((shape) => shape.test(number)));
}
