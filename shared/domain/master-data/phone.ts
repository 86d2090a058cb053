import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Normalises a phone number written in international form ('+49 30 1234567', '0049 30 …')
 * to E.164, or returns null when it is not a possible number. Master data must carry the
 * country code, so no default region is applied here.
 */
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > 40) return null;
  const international = trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : trimmed;
  if (!international.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(international);
  if (!parsed?.isPossible()) return null;
  return parsed.number;
}
