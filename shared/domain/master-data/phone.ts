import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Normalises a phone number to E.164, or returns null when it is not a possible number. Written
 * in international form ('+49 30 1234567', '0049 30 …') it stands alone; in national form
 * ('030 44012345', '(608) 555-0181') only with the country it is dialled in (ISO 3166-1 alpha-2),
 * which a customer record gives and a contact record does not.
 */
export function toE164(input: string, country?: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > 40) return null;
  const international = trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : trimmed;
  const region = country?.trim().toUpperCase();
  const parsed = international.startsWith('+')
    ? parsePhoneNumberFromString(international)
    : region && isSupportedCountry(region)
      ? parsePhoneNumberFromString(international, region)
      : undefined;
  if (!parsed?.isPossible()) return null;
  return parsed.number;
}
