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
/** C0 and C1 control characters and DEL; with `keepLineBreaks`, tab, line feed and carriage return pass. */
export function isControlCharacter(code: number, keepLineBreaks: boolean): boolean {
  if (keepLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d)) return false;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/**
 * Bidirectional embeddings, overrides and isolates (U+202A-202E, U+2066-2069): in a name or a file
 * name they make 'factura\u202Efdp.exe' read 'factura exe.pdf' in the back office and in mails.
 */
export const isDirectionalControl = (code: number): boolean => (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Whether `value` holds a lone surrogate or a code unit `isBad` refuses. */
function hasBadCode(value: string, isBad: (code: number) => boolean): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (isBad(code)) return true;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(index + 1))) return true;
      index++;
    } else if (isLowSurrogate(code)) return true;
  }
  return false;
}

export const hasForbiddenCharacters = (value: string, multiline: boolean): boolean =>
  hasBadCode(value, (code) => isControlCharacter(code, multiline) || isDirectionalControl(code));

/**
 * What PostgreSQL can store at all: no NUL, no lone surrogate. The API refuses anything else in
 * any request before it reaches a query; the fields' own rules above are stricter.
 */
export const isStorableText = (value: string): boolean => !hasBadCode(value, (code) => code === 0);

/** The message for a text value (trimmed first, as the server stores it), or none when it is fine. */
export function textIssue(value: string, maxLength: number, multiline: boolean): string | undefined {
  const trimmed = value.trim();
  if (hasForbiddenCharacters(trimmed, multiline)) return TEXT_MESSAGES.invalidCharacters;
  if (trimmed.length > maxLength) return TEXT_MESSAGES.tooLong(maxLength);
  return undefined;
}
