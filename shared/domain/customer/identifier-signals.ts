/**
 * Signals read by looking a clue up in the index: the sender's address, domain and phone, the
 * thread (deterministic), and VAT ids, customer and part numbers and web sites in the text
 * (structured). Each is an exact key; the company name and the address are compared, not looked
 * up, and have files of their own.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
// The full metadata tells a landline from a mobile number (`getType`).
import { parsePhoneNumberFromString as parsePhoneNumberWithTypes } from 'libphonenumber-js/max';
import { ADDRESS_SIGNALS, TOWN_DISAGREEMENTS } from './address-signals';
import type { CandidatePool } from './candidate-pool';
import type { RequestClues } from './clues';
import { type CustomerIndex, customersByDomain } from './customer-index';
import { type CustomerMatchRequest, type CustomerMatchWeights, CustomerSignal } from './types';

/** What the author of a forwarded or quoted message weighs against a sender the book knows. */
const EARLIER_FACTOR = 0.9;

interface Address {
  email: string;
  domain: string;
  generic: boolean;
}

/**
 * The signals of a writer's address: its contact and its domain. The sender's own address counts
 * fully, an inactive contact's as stale; the author of a forwarded or quoted message counts at
 * EARLIER_FACTOR, through active contacts only. Returns whether the book knows the address or its
 * domain.
 */
function addAddressSignals(
  index: CustomerIndex,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
  address: Address,
  earlier: boolean,
): boolean {
  const factor = earlier ? EARLIER_FACTOR : 1;
  const origin = earlier ? { earlier_message: true } : {};
  const contacts = address.email ? (index.byEmail.get(address.email) ?? []) : [];
  for (const contactPosition of contacts) {
    const contact = index.contacts[contactPosition];
    const owner = contact ? index.customerPosition.get(contact.customer_id) : undefined;
    if (!contact || owner === undefined) continue;
    if (contact.active) {
      pool.add(owner, CustomerSignal.contact_email, weights.contact_email * factor, {
        contact_id: contact.contact_id,
        ...origin,
      });
    } else if (!earlier) {
      pool.add(owner, CustomerSignal.stale_contact_email, weights.stale_contact_email, {
        contact_id: contact.contact_id,
      });
    }
  }
  const owners = address.domain ? customersByDomain(index, address.domain) : [];
  const weight =
    weights.sender_domain * factor * (address.generic ? weights.generic_domain_factor : 1);
  for (const owner of owners) {
    pool.add(owner, CustomerSignal.sender_domain, weight, {
      domain: address.domain,
      generic: address.generic,
      shared_by: owners.length,
      ...origin,
    });
  }
  return (address.email !== '' && index.byEmail.has(address.email)) || owners.length > 0;
}

/**
 * A phone number the mail writes (in its signature or its text) counts for a little less than the
 * caller's phone field — it may be someone else's — but a whole number the book holds for one
 * customer is on its own enough to name it, at a low confidence.
 */
const CONTENT_PHONE_FACTOR = 0.85;

export function collectDeterministic(
  index: CustomerIndex,
  request: CustomerMatchRequest,
  clues: RequestClues,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
): void {
  const senderInBook = addAddressSignals(
    index,
    weights,
    pool,
    { email: clues.senderEmail, domain: clues.senderDomain, generic: clues.senderDomainIsGeneric },
    false,
  );
  for (const phone of clues.phones) {
    const factor = phone.source === 'content' ? CONTENT_PHONE_FACTOR : 1;
    for (const contactPosition of index.byPhoneContact.get(phone.e164) ?? []) {
      const contact = index.contacts[contactPosition];
      const owner = contact ? index.customerPosition.get(contact.customer_id) : undefined;
      if (!contact || owner === undefined) continue;
      pool.add(owner, CustomerSignal.phone_contact, weights.phone_contact * factor, {
        phone: phone.e164,
        source: phone.source,
        contact_id: contact.contact_id,
      });
    }
    for (const owner of index.byPhoneCustomer.get(phone.e164) ?? []) {
      pool.add(owner, CustomerSignal.phone_customer, weights.phone_customer * factor, {
        phone: phone.e164,
        source: phone.source,
      });
    }
  }
  // Where the sender's own address and domain name no customer (a rep or a shared mailbox
  // forwarding, a private address), the author of the message the mail forwards or quotes counts
  // as the sender, a little below one the book knows.
  if (clues.earlierDomain && !senderInBook) {
    addAddressSignals(
      index,
      weights,
      pool,
      {
        email: clues.earlierEmail,
        domain: clues.earlierDomain,
        generic: clues.earlierDomainIsGeneric,
      },
      true,
    );
  }
  const linked = request.context?.customer_id;
  if (linked) {
    const owner = index.customerPosition.get(linked);
    if (owner !== undefined) {
      pool.add(owner, CustomerSignal.prior_thread, weights.prior_thread, { via: 'case_context' });
    }
  }
  for (const sender of clues.threadSenders) {
    if (sender === clues.senderEmail) continue;
    for (const contactPosition of index.byEmail.get(sender) ?? []) {
      const contact = index.contacts[contactPosition];
      const owner = contact ? index.customerPosition.get(contact.customer_id) : undefined;
      if (owner === undefined) continue;
      pool.add(owner, CustomerSignal.prior_thread, weights.prior_thread * 0.7, {
        via: 'thread_sender',
        sender,
      });
    }
  }
}

export function collectIdentifiers(
  index: CustomerIndex,
  clues: RequestClues,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
): void {
  for (const vat of clues.vatIds) {
    for (const owner of index.byVat.get(vat) ?? []) {
      pool.add(owner, CustomerSignal.vat_id, weights.vat_id, { vat_id: vat });
      // A plant or branch booked under the owner without a VAT id of its own is the same legal
      // entity: the name on the line says which of them wrote.
      const ownerId = index.customers[owner]?.customer_id ?? '';
      for (const child of index.childrenOf.get(ownerId) ?? []) {
        if (index.customers[child]?.vat_id) continue;
        pool.add(child, CustomerSignal.vat_id, weights.vat_id, { vat_id: vat, of_parent: true });
      }
    }
  }
  for (const token of clues.numberTokens) {
    const owner = index.customerNumberPosition.get(token.value);
    if (owner !== undefined) {
      // A bare number that happens to equal a customer id is weaker than a labelled one.
      const looksLikeCode = token.labelled || /[A-Z]/.test(token.value);
      pool.add(
        owner,
        CustomerSignal.customer_number,
        looksLikeCode ? weights.customer_number : weights.customer_number * 0.4,
        { customer_number: token.value, labelled: token.labelled },
      );
    }
    const owners = index.byPartNumber.get(token.value);
    if (owners && owners.length <= 3) {
      for (const partOwner of owners) {
        pool.add(partOwner, CustomerSignal.customer_part_number, weights.customer_part_number, {
          customer_part_number: token.value,
        });
      }
    }
  }
  for (const domain of clues.textDomains) {
    for (const owner of customersByDomain(index, domain)) {
      pool.add(owner, CustomerSignal.signature_domain, weights.signature_domain, { domain });
    }
  }
}

/**
 * The clues with the numbers written without a country code that the book holds in their own
 * country's format: the digits, with or without a trunk zero, are a number's national significant
 * number in the book, and read in that number's country they are that number ('071 727 00 10' in
 * Switzerland, '75 14 22 60' in Denmark). A mail from a free-mail domain says nothing of its
 * country, and the book's main country reads another country's numbers wrongly.
 */
export function withNationalPhones(index: CustomerIndex, clues: RequestClues): RequestClues {
  if (clues.nationalPhones.length === 0 || index.byNationalPhone.size === 0) return clues;
  const phones = [...clues.phones];
  for (const national of clues.nationalPhones) {
    const nsns = [national.digits, national.digits.replace(/^0/, '')];
    for (const e164 of new Set(nsns.flatMap((nsn) => index.byNationalPhone.get(nsn) ?? []))) {
      if (phones.some((phone) => phone.e164 === e164)) continue;
      const region = parsePhoneNumberFromString(e164)?.country;
      const read = region ? parsePhoneNumberFromString(national.written, region) : undefined;
      if (read?.isValid() && read.number === e164) phones.push({ e164, source: national.source });
    }
  }
  return phones.length === clues.phones.length ? clues : { ...clues, phones };
}

/**
 * Leading digits of a national number that one town's lines share (its area code, or in countries
 * without them its region): a line sharing fewer with every number of a customer's is another
 * town's.
 */
const SAME_AREA_DIGITS = 2;

function sharedLeadingDigits(a: string, b: string): number {
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++;
  return shared;
}

/**
 * A customer read by its name whose phone numbers on record the sender's own landline is none
 * of, nor of the same area: the sender writes from another town ('Hotel Krone | +41 27 385 53 12'
 * against the Hotel Krone of Winterthur, +41 52 …), as often another organisation of the same name
 * as a site of this one. Weighed as another town an address names (`address_mismatch`). A
 * mobile number says nothing of where its caller is, nor does a number of another country (the
 * country signals read that); a customer the text's address or phone already places is not
 * affected.
 */
export function collectPhoneDisagreement(
  index: CustomerIndex,
  clues: RequestClues,
  weights: CustomerMatchWeights,
  pool: CandidatePool,
): void {
  const landlines = clues.phones
    .filter((phone) => phone.source !== 'content')
    .map((phone) => parsePhoneNumberWithTypes(phone.e164))
    .filter((phone) => phone?.getType() === 'FIXED_LINE');
  if (landlines.length === 0) return;
  for (const candidate of pool.byPosition.values()) {
    if (!candidate.signals.has(CustomerSignal.name_match)) continue;
    if (PLACED_BY.some((signal) => candidate.signals.has(signal))) continue;
    const position = candidate.position;
    const own = [
      ...(index.customers[position]?.phones ?? []),
      ...(index.contactsOfCustomer.get(position) ?? []).flatMap(
        (contact) => index.contacts[contact]?.phones ?? [],
      ),
    ]
      .slice(0, MAX_OWN_PHONES)
      .map((phone) => parsePhoneNumberWithTypes(phone))
      .filter((phone) => phone !== undefined);
    const elsewhere = landlines.find(
      (line) =>
        line !== undefined &&
        own.some((phone) => phone.countryCallingCode === line.countryCallingCode) &&
        own.every(
          (phone) =>
            phone.countryCallingCode !== line.countryCallingCode ||
            sharedLeadingDigits(phone.nationalNumber, line.nationalNumber) < SAME_AREA_DIGITS,
        ),
    );
    if (!elsewhere) continue;
    // Another town, as an address names it: twice, unless the sender names a branch.
    const disagreements = clues.branchNamed ? 1 : TOWN_DISAGREEMENTS;
    pool.add(position, CustomerSignal.address_mismatch, weights.address_mismatch * disagreements, {
      phone_named: elsewhere.number,
    });
  }
}

/** A customer's numbers compared at most (its own and its contacts'). */
const MAX_OWN_PHONES = 40;

/** Signals that already place the customer where the sender is, or say it is elsewhere. */
const PLACED_BY = [
  ...ADDRESS_SIGNALS,
  CustomerSignal.address_mismatch,
  CustomerSignal.phone_customer,
  CustomerSignal.phone_contact,
];
