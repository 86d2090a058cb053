import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { createRandom } from '#domain/util/random';
import { generateCatalogue, Manufacturers } from '#local/demo/catalogue';
import { generateCustomers } from '#local/demo/customers';
import { isValidGtin13, normalisePartNumber } from '#local/demo/text';

const catalogue = generateCatalogue(createRandom(11), {
  activeProducts: 1_500,
  discontinuedProducts: 40,
  crossReferences: 200,
  noEquivalentCrossReferences: 30,
});
const book = generateCustomers(createRandom(12), catalogue, {
  customers: 300,
  branchOverridesPerBranch: 5,
});

describe('demo catalogue', () => {
  it('produces the requested number of active SKUs with unique ids and valid GTINs', () => {
    const active = catalogue.products.filter((product) => product.status === 'active');
    expect(active).toHaveLength(1_500);
    expect(new Set(catalogue.products.map((product) => product.product_id)).size).toBe(
      catalogue.products.length,
    );
    expect(new Set(catalogue.products.map((product) => product.gtin)).size).toBe(
      catalogue.products.length,
    );
    for (const product of catalogue.products) expect(isValidGtin13(product.gtin)).toBe(true);
  });

  it('keeps part numbers unique per manufacturer after normalisation', () => {
    const keys = catalogue.products.map(
      (product) => `${product.manufacturer}|${normalisePartNumber(product.mpn)}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('links every discontinued SKU to an active successor of the same specification', () => {
    const discontinued = catalogue.products.filter((product) => product.status === 'discontinued');
    expect(discontinued).toHaveLength(40);
    for (const product of discontinued) {
      const successor = catalogue.byId.get(product.successor_product_id ?? '');
      expect(successor?.status).toBe('active');
      expect(successor?.description).toBe(product.description);
    }
  });

  it('describes products in English and German plus other languages, with categories', () => {
    const categories = new Set(catalogue.products.map((product) => product.category));
    expect(categories.size).toBeGreaterThanOrEqual(8);
    for (const product of catalogue.products.slice(0, 200)) {
      expect(product.descriptions.en).toBe(product.description);
      expect(product.descriptions.de).toBeTruthy();
      expect(Object.keys(product.descriptions).length).toBeGreaterThanOrEqual(3);
    }
    expect(Manufacturers.length).toBeGreaterThanOrEqual(15);
  });

  it('has cross-references to stocked products and competitor parts without equivalent', () => {
    const withProduct = catalogue.crossReferences.filter((ref) => ref.product_id !== null);
    expect(withProduct).toHaveLength(200);
    expect(catalogue.crossReferences.filter((ref) => ref.product_id === null)).toHaveLength(30);
    for (const ref of withProduct) expect(catalogue.byId.has(ref.product_id ?? '')).toBe(true);
  });

  it('is deterministic for a seed', () => {
    const again = generateCatalogue(createRandom(11), {
      activeProducts: 1_500,
      discontinuedProducts: 40,
      crossReferences: 200,
      noEquivalentCrossReferences: 30,
    });
    expect(JSON.stringify(again.products)).toBe(JSON.stringify(catalogue.products));
  });
});

describe('demo customers', () => {
  it('gives every customer exactly one default ship-to that it points to', () => {
    for (const customer of book.customers) {
      const shipTos = book.shipTos.filter((shipTo) => shipTo.customer_id === customer.customer_id);
      expect(shipTos.length).toBeGreaterThanOrEqual(1);
      expect(shipTos.length).toBeLessThanOrEqual(4);
      const defaults = shipTos.filter((shipTo) => shipTo.is_default);
      expect(defaults).toHaveLength(1);
      expect(customer.default_ship_to_id).toBe(defaults[0]?.ship_to_id);
    }
  });

  it('uses valid E.164 phone numbers everywhere', () => {
    const phones = [
      ...book.customers.flatMap((customer) => customer.phones),
      ...book.contacts.flatMap((contact) => contact.phones),
    ];
    for (const phone of phones) expect(isValidPhoneNumber(phone), phone).toBe(true);
  });

  it('has subsidiaries sharing a domain, generic-domain customers and stale contacts', () => {
    const subsidiaries = book.customers.filter((customer) => customer.parent_customer_id);
    expect(subsidiaries.length).toBeGreaterThan(5);
    for (const sub of subsidiaries) {
      const parent = book.customers.find((c) => c.customer_id === sub.parent_customer_id);
      expect(parent?.domains[0]).toBe(sub.domains[0]);
    }
    expect(
      book.customers.filter((customer) => customer.domains.length === 0).length,
    ).toBeGreaterThan(10);
    expect(book.contacts.some((contact) => !contact.active)).toBe(true);
    expect(new Set(book.contacts.map((contact) => contact.email)).size).toBe(book.contacts.length);
  });

  it('builds order history with customer part numbers on known products', () => {
    expect(book.orderHistory.length).toBeGreaterThan(100);
    expect(book.orderHistory.some((line) => line.customer_part_number)).toBe(true);
    for (const line of book.orderHistory) expect(catalogue.byId.has(line.product_id)).toBe(true);
    expect(book.branchOverrides).toHaveLength(12 * 5);
  });

  it('shows every preference the cases rely on in the order history', () => {
    const ordered = new Set(
      book.orderHistory.map((line) => `${line.customer_id}|${line.product_id}`),
    );
    let preferences = 0;
    for (const [customerId, entry] of book.meta)
      for (const productId of entry.preferredProducts) {
        preferences++;
        expect(ordered.has(`${customerId}|${productId}`)).toBe(true);
      }
    expect(preferences).toBeGreaterThan(50);
  });
});
