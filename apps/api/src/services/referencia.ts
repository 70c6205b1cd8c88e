import { randomBytes, randomInt } from 'node:crypto';

/** DECISIONS §3: the reference is a bearer secret, 128 random bits from a CSPRNG, URL-safe. */
export const newReferencia = (): string => randomBytes(18).toString('base64url');

/** What a reference looks like; anything else is refused before touching the database. */
export const REFERENCIA_PATTERN = /^[A-Za-z0-9_-]{24}$/;
export const isReferencia = (value: unknown): value is string => typeof value === 'string' && REFERENCIA_PATTERN.test(value);

/** DECISIONS §3: each payment attempt has its own 12-character gateway order number, 4 digits first. */
export function newGatewayOrderNumber(): string {
  const digits = String(randomInt(0, 10_000)).padStart(4, '0');
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let rest = '';
  for (let i = 0; i < 8; i++) rest += alphabet[randomInt(0, alphabet.length)];
  return digits + rest;
}
