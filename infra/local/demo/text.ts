/** Small string helpers shared by the demo generators. */

import { foldText } from '#domain/text/fold';

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

export function slug(value: string): string {
  return foldText(value)
    .replace(/&/g, 'und')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** GTIN-13 check digit (GS1 mod-10 with weights 1 and 3 from the left). */
export function gtinCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < first12.length; i++) {
    const digit = Number(first12[i]);
    sum += i % 2 === 0 ? digit : digit * 3;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidGtin13(gtin: string): boolean {
  if (!/^\d{13}$/.test(gtin)) return false;
  return gtinCheckDigit(gtin.slice(0, 12)) === Number(gtin[12]);
}

/** Stable 32-bit FNV-1a hash, used for split assignment and per-item seeds. */
export function fnv1a(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The key a matcher would compare part numbers by: case, separators and leading zeros removed. */
export function normalisePartNumber(mpn: string): string {
  return mpn
    .toUpperCase()
    .replace(/[\s\-./_]+/g, '')
    .replace(/^0+/, '');
}
