/**
 * Limits every free-text field shares, checked the same way in the browser (under the field) and on
 * the server (zod, before anything is stored). Kept free of zod so both sides call one function.
 */

export type TextKind = 'text' | 'textarea' | 'email' | 'phone';

/** Per kind: one line of a name or an address, or a free description. A field may set its own. */
export const DEFAULT_MAX_LENGTH: Record<TextKind, number> = { text: 200, email: 200, phone: 200, textarea: 5000 };

export const TEXT_MESSAGES = {
  invalidCharacters: 'Este campo contiene caracteres no válidos.',
  tooLong: (max: number) => `Este campo admite como máximo ${max} caracteres.`,
} as const;

export const isTextKind = (kind: string): kind is TextKind => kind in DEFAULT_MAX_LENGTH;

/**
 * Control characters never belong in what a visitor types: NUL breaks PostgreSQL's text and JSON,
 * the others hide text in mails and the back office. Textareas keep line breaks and tabs. Lone
 * UTF-16 surrogates are not text either (PostgreSQL refuses them too).
 */
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasForbiddenCharacters = (value: string, multiline: boolean): boolean =>
  (multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);

/** The message for a text value (trimmed first, as the server stores it), or none when it is fine. */
export function textIssue(value: string, maxLength: number, multiline: boolean): string | undefined {
  const trimmed = value.trim();
  if (hasForbiddenCharacters(trimmed, multiline)) return TEXT_MESSAGES.invalidCharacters;
  if (trimmed.length > maxLength) return TEXT_MESSAGES.tooLong(maxLength);
  return undefined;
}
