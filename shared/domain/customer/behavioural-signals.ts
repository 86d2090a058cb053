/**
 * Signals that only weigh candidates other signals found (order history, branch, country,
 * inactive account): they never bring a candidate of their own.
 */
import type { CandidatePool } from './candidate-pool';
import type { RequestClues } from './clues';
import type { CustomerIndex } from './customer-index';
import { type CustomerMatchRequest, type CustomerMatchWeights, CustomerSignal } from './types';

export function addBehavioural(
  index: CustomerIndex,
  request: CustomerMatchRequest,
  clues: Pick<RequestClues, 'phones'>,
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
    const customerCountry = (customer.country ?? customer.address?.country)?.toUpperCase();
    if (requestCountry && customerCountry) {
      if (requestCountry === customerCountry) {
        pool.add(candidate.position, CustomerSignal.country_match, weights.country_match, {
          country: customerCountry,
        });
      } else {
        pool.add(candidate.position, CustomerSignal.country_mismatch, weights.country_mismatch, {
          country: customerCountry,
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
