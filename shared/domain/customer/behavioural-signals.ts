/**
 * Signals that only weigh candidates other signals found (order history, branch, country,
 * inactive account): they never bring a candidate of their own.
 */
import type { CandidatePool } from './candidate-pool';
import type { RequestClues } from './clues';
import { type CustomerIndex, customerCountry } from './customer-index';
import { type CustomerMatchRequest, type CustomerMatchWeights, CustomerSignal } from './types';

export function addBehavioural(
  index: CustomerIndex,
  request: CustomerMatchRequest,
  clues: Pick<RequestClues, 'phones' | 'senderPostalCodes' | 'senderPostalCountries'>,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
): void {
  // The caller's country; failing that, the one country of the sender's own phones written with
  // their country code ('Tel. +43 512 390 455'): 'Nordtech AB' and 'Nordtech A/S' are told apart
  // by it.
  const requestCountry = request.country?.trim().toUpperCase() ?? senderPhoneCountry(clues);
  for (const candidate of pool.byPosition.values()) {
    const customer = index.customers[candidate.position];
    if (!customer) continue;
    const orders = index.orderCount[candidate.position] ?? 0;
    if (orders > 0) {
      pool.add(
        candidate.position,
        CustomerSignal.order_history,
        weights.order_history * Math.min(1, Math.log10(1 + orders) / 2),
        { orders },
      );
    }
    if (request.branch_id && customer.branch_id === request.branch_id) {
      pool.add(candidate.position, CustomerSignal.typical_branch, weights.typical_branch, {
        branch_id: customer.branch_id,
      });
    }
    const ownCountry = customerCountry(customer);
    const postalCode = postalCodeAbroad(clues, ownCountry);
    if (postalCode !== undefined && requestCountry === undefined) {
      // The sender's postal code cannot be one of the customer's country ('6850 Dornbirn' for a
      // German company, '21000 Split' for a Slovenian one): written from another country.
      pool.add(candidate.position, CustomerSignal.country_mismatch, weights.country_mismatch, {
        country: ownCountry,
        postal_code: postalCode,
      });
    } else if (requestCountry && ownCountry) {
      if (requestCountry === ownCountry) {
        pool.add(candidate.position, CustomerSignal.country_match, weights.country_match, {
          country: ownCountry,
        });
      } else {
        pool.add(candidate.position, CustomerSignal.country_mismatch, weights.country_mismatch, {
          country: ownCountry,
        });
      }
    }
    if (customer.status === 'inactive') {
      pool.add(candidate.position, CustomerSignal.inactive_customer, weights.inactive_customer, {});
    }
  }
}

function senderPhoneCountry(clues: Pick<RequestClues, 'phones'>): string | undefined {
  const countries = new Set(
    clues.phones
      .filter((phone) => phone.source !== 'content' && phone.source !== 'thread')
      .flatMap((phone) => (phone.country ? [phone.country] : [])),
  );
  return countries.size === 1 ? [...countries][0] : undefined;
}

/**
 * Postal codes as `normalisePostalCode` writes them, by country: the shapes a code of that
 * country can have. A code of another shape was written in another country.
 */
const POSTAL_SHAPES: Readonly<Record<string, RegExp>> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  LI: /^\d{4}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  PT: /^\d{4}(?:\d{3})?$/,
  NL: /^\d{4}(?:[A-Z]{2})?$/,
  BE: /^\d{4}$/,
  LU: /^\d{4}$/,
  DK: /^\d{4}$/,
  NO: /^\d{4}$/,
  SE: /^\d{5}$/,
  FI: /^\d{5}$/,
  PL: /^\d{5}$/,
  CZ: /^\d{5}$/,
  SK: /^\d{5}$/,
  HU: /^\d{4}$/,
  RO: /^\d{6}$/,
  SI: /^\d{4}$/,
  HR: /^\d{5}$/,
  GR: /^\d{5}$/,
  US: /^\d{5}(?:\d{4})?$/,
  CA: /^[A-Z]\d[A-Z]\d[A-Z]\d$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/,
  IE: /^[AC-FHKNPRTV-Y]\d[\dW][\dAC-FHKNPR-Y]{4}$/,
};

/**
 * A postal code of the sender's that the customer's country cannot have, if all are so: of
 * another shape, or written with another country's letters ('D-70535' for an American company).
 */
function postalCodeAbroad(
  clues: Pick<RequestClues, 'senderPostalCodes' | 'senderPostalCountries'>,
  country: string | undefined,
): string | undefined {
  const codes = clues.senderPostalCodes;
  if (!country || codes.size === 0) return undefined;
  const written = clues.senderPostalCountries;
  if (written.size > 0 && !written.has(country)) return [...codes][0];
  const shape = POSTAL_SHAPES[country];
  if (!shape || written.has(country)) return undefined;
  for (const code of codes) if (shape.test(code)) return undefined;
  return [...codes][0];
}
