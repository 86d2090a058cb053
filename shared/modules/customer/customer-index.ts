import type {
  Address,
  ContactRecord,
  CustomerRecord,
  OrderHistoryRecord,
  ShipToRecord,
} from '../../master-data/schemas';
import {
  companyNameTokens,
  domainAndParents,
  normaliseCustomerNumber,
  normaliseDomain,
  normaliseEmail,
  normalisePostalCode,
  normaliseVatId,
} from './normalize';

/**
 * In-memory lookup structure over one tenant's customer master data. Records are held once in
 * arrays; every map points at array positions, so the index costs a few small arrays per key
 * rather than copies of records. Built per Lambda container from the stored datasets and
 * rebuilt when an import bumps the dataset version.
 */
export interface CustomerIndex {
  customers: readonly CustomerRecord[];
  shipTos: readonly ShipToRecord[];
  contacts: readonly ContactRecord[];
  customerPosition: Map<string, number>;
  /** Customer ids folded to upper-case alphanumerics, to find them quoted in text. */
  customerNumberPosition: Map<string, number>;
  byDomain: Map<string, number[]>;
  /** Contact positions by e-mail address. */
  byEmail: Map<string, number[]>;
  contactsOfCustomer: Map<number, number[]>;
  shipTosOfCustomer: Map<number, number[]>;
  byPhoneCustomer: Map<string, number[]>;
  byPhoneContact: Map<string, number[]>;
  byNameToken: Map<string, number[]>;
  /** Per customer: distinctive token lists of its name and each alias. */
  nameVariants: string[][][];
  byVat: Map<string, number[]>;
  /** Customer positions by the postal codes of their own and their ship-tos' addresses. */
  byPostal: Map<string, number[]>;
  byPartNumber: Map<string, number[]>;
  orderCount: Uint32Array;
  childrenOf: Map<string, number[]>;
  stats: { customers: number; shipTos: number; contacts: number; orders: number; buildMs: number };
}

export interface CustomerMasterData {
  customers: readonly CustomerRecord[];
  shipTos?: readonly ShipToRecord[];
  contacts?: readonly ContactRecord[];
  orderHistory?: readonly OrderHistoryRecord[];
}

function push<K>(map: Map<K, number[]>, key: K, position: number): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [position]);
  else if (list[list.length - 1] !== position) list.push(position);
}

function postalKeys(address: Address | undefined): string[] {
  const code = address?.postal_code ? normalisePostalCode(address.postal_code) : '';
  return code ? [code] : [];
}

export function buildCustomerIndex(data: CustomerMasterData): CustomerIndex {
  const started = performance.now();
  const customers = data.customers;
  const shipTos = data.shipTos ?? [];
  const contacts = data.contacts ?? [];
  const orders = data.orderHistory ?? [];

  const customerPosition = new Map<string, number>();
  const customerNumberPosition = new Map<string, number>();
  const byDomain = new Map<string, number[]>();
  const byPhoneCustomer = new Map<string, number[]>();
  const byNameToken = new Map<string, number[]>();
  const byVat = new Map<string, number[]>();
  const byPostal = new Map<string, number[]>();
  const childrenOf = new Map<string, number[]>();
  const nameVariants: string[][][] = new Array(customers.length);

  customers.forEach((customer, position) => {
    customerPosition.set(customer.customer_id, position);
    const number = normaliseCustomerNumber(customer.customer_id);
    if (number.length >= 3) customerNumberPosition.set(number, position);
    for (const domain of customer.domains ?? []) {
      const normalised = normaliseDomain(domain);
      if (normalised) push(byDomain, normalised, position);
    }
    for (const phone of customer.phones ?? []) push(byPhoneCustomer, phone, position);
    const variants = [customer.name, ...(customer.aliases ?? [])]
      .map(companyNameTokens)
      // Initialisms ('MM', 'WE', 'LE') collide with ordinary words and units in e-mails.
      .filter((tokens) => tokens.join('').length >= 4);
    nameVariants[position] = variants;
    for (const tokens of variants) for (const token of tokens) push(byNameToken, token, position);
    if (customer.vat_id) push(byVat, normaliseVatId(customer.vat_id), position);
    for (const code of postalKeys(customer.address)) push(byPostal, code, position);
    if (customer.parent_customer_id) push(childrenOf, customer.parent_customer_id, position);
  });

  const shipTosOfCustomer = new Map<number, number[]>();
  shipTos.forEach((shipTo, position) => {
    const owner = customerPosition.get(shipTo.customer_id);
    if (owner === undefined) return;
    push(shipTosOfCustomer, owner, position);
    for (const code of postalKeys(shipTo.address)) push(byPostal, code, owner);
  });

  const byEmail = new Map<string, number[]>();
  const byPhoneContact = new Map<string, number[]>();
  const contactsOfCustomer = new Map<number, number[]>();
  contacts.forEach((contact, position) => {
    const owner = customerPosition.get(contact.customer_id);
    if (owner === undefined) return;
    push(contactsOfCustomer, owner, position);
    if (contact.email) push(byEmail, normaliseEmail(contact.email), position);
    for (const phone of contact.phones ?? []) push(byPhoneContact, phone, position);
  });

  const orderCount = new Uint32Array(customers.length);
  const byPartNumber = new Map<string, number[]>();
  for (const order of orders) {
    const owner = customerPosition.get(order.customer_id);
    if (owner === undefined) continue;
    orderCount[owner] = (orderCount[owner] ?? 0) + 1;
    if (order.customer_part_number) {
      const part = normaliseCustomerNumber(order.customer_part_number);
      if (part.length >= 4) push(byPartNumber, part, owner);
    }
  }

  return {
    customers,
    shipTos,
    contacts,
    customerPosition,
    customerNumberPosition,
    byDomain,
    byEmail,
    contactsOfCustomer,
    shipTosOfCustomer,
    byPhoneCustomer,
    byPhoneContact,
    byNameToken,
    nameVariants,
    byVat,
    byPostal,
    byPartNumber,
    orderCount,
    childrenOf,
    stats: {
      customers: customers.length,
      shipTos: shipTos.length,
      contacts: contacts.length,
      orders: orders.length,
      buildMs: performance.now() - started,
    },
  };
}

/** Customers owning a domain or one of its parent domains ('eu.acme.com' → 'acme.com'). */
export function customersByDomain(index: CustomerIndex, domain: string): number[] {
  for (const candidate of domainAndParents(domain)) {
    const found = index.byDomain.get(candidate);
    if (found) return found;
  }
  return [];
}
