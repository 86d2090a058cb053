/**
 * Which of the chosen customer's ship-tos the request means: a delivery line, a site name or an
 * address mentioned outside the signature; else the default, flagged as assumed.
 */
import { type AddressEvidence, addressEvidence, isSameAddress } from './address-signals';
import type { RequestClues } from './clues';
import type { CustomerIndex } from './customer-index';
import { LEGAL_FORM_TOKENS, NAME_STOP_TOKENS } from './legal-forms';
import { canonicalNameToken, tokenize } from './normalize';
import type { RationaleSignal } from './types';

export interface ShipToChoice {
  shipToId: string;
  score: number;
  signals: RationaleSignal[];
  defaultAssumed: boolean;
}

export function chooseShipTo(
  index: CustomerIndex,
  position: number,
  clues: RequestClues,
): ShipToChoice {
  const customer = index.customers[position];
  const shipTos = (index.shipTosOfCustomer.get(position) ?? [])
    .map((shipToPosition) => index.shipTos[shipToPosition])
    .filter((shipTo) => shipTo !== undefined);
  const defaultShipTo =
    shipTos.find((shipTo) => shipTo.ship_to_id === customer?.default_ship_to_id) ??
    shipTos.find((shipTo) => shipTo.is_default) ??
    (shipTos.length === 1 ? shipTos[0] : undefined);
  const fallbackId = defaultShipTo?.ship_to_id ?? customer?.default_ship_to_id ?? '';
  if (shipTos.length <= 1) {
    return { shipToId: fallbackId, score: 1, signals: [], defaultAssumed: false };
  }

  const contentPostal = new Set(
    clues.postalCodes.filter((entry) => entry.source === 'content').map((entry) => entry.code),
  );
  const signaturePostal = new Set(
    clues.postalCodes.filter((entry) => entry.source === 'signature').map((entry) => entry.code),
  );
  const customerNameTokens = new Set(index.nameVariants[position]?.flat() ?? []);
  const scored = shipTos.map((shipTo) => {
    const delivery = addressEvidence(
      shipTo.address,
      clues.deliveryPostalCodes,
      clues.deliveryTokens,
    );
    const content = addressEvidence(shipTo.address, contentPostal, clues.contentTokens);
    // The signature usually carries the head-office address, so it counts for little.
    const signature = addressEvidence(shipTo.address, signaturePostal, clues.signatureTokens);
    const siteTokens = shipTo.name
      ? tokenize(shipTo.name, 16).filter(
          (token) =>
            !customerNameTokens.has(canonicalNameToken(token)) &&
            !LEGAL_FORM_TOKENS.has(token) &&
            !NAME_STOP_TOKENS.has(token),
        )
      : [];
    // A site is named when its distinctive words appear together ('Atelier B', 'Plant 2'),
    // not when one common word ('atelier') turns up somewhere in the text.
    const siteNamed =
      siteTokens.some((token) => token.length >= 3 && !/^\d+$/.test(token)) &&
      clues.contentPhrase.includes(` ${siteTokens.join(' ')} `);
    const siteInDelivery =
      siteNamed && siteTokens.every((token) => clues.deliveryTokens.has(token));
    // The head-office address is what senders put under their name; it says "deliver here"
    // only on a line that announces a delivery address.
    const headOffice = isSameAddress(shipTo.address, customer?.address);
    // Outside a delivery line a city alone proves nothing: it is often the head office's city.
    const mentioned = (evidence: AddressEvidence) =>
      evidence.postal || evidence.street ? evidence.score : 0;
    const score =
      1.5 * delivery.score +
      (headOffice ? 0 : mentioned(content) + 0.25 * mentioned(signature)) +
      (siteNamed ? 2 : 0) +
      (siteInDelivery ? 1 : 0);
    return { shipTo, score, content, delivery, siteNamed };
  });
  scored.sort((a, b) => b.score - a.score);
  const [first, second] = scored;
  if (first && first.score >= 1 && first.score > (second?.score ?? 0) + 0.2) {
    const strong = first.score >= 2;
    return {
      shipToId: first.shipTo.ship_to_id,
      score: strong ? 1 : 0.9,
      defaultAssumed: false,
      signals: [
        {
          signal: 'ship_to_named',
          weight: Number(first.score.toFixed(2)),
          evidence: {
            ship_to_id: first.shipTo.ship_to_id,
            delivery_address: first.delivery.score > 0,
            postal_code: first.content.postal || first.delivery.postal,
            city: first.content.city || first.delivery.city,
            street: first.content.street || first.delivery.street,
            site_name: first.siteNamed,
          },
        },
      ],
    };
  }
  return {
    shipToId: fallbackId,
    score: 0.8,
    defaultAssumed: true,
    signals: [{ signal: 'default_ship_to', weight: 0, evidence: { ship_to_id: fallbackId } }],
  };
}
