import { describe, expect, it } from 'vitest';
import {
  dedupeByKey,
  parseCsv,
  parseNdjson,
  readCsvRows,
  recordKey,
} from '#domain/master-data/index';

describe('parseNdjson', () => {
  it('rejects a bad line with its number and keeps the others', () => {
    const text = [
      JSON.stringify({ customer_id: 'C1', name: 'Acme GmbH', unknown_field: 1 }),
      '{not json',
      '',
      JSON.stringify({ customer_id: 'C2' }),
      JSON.stringify({ customer_id: 'C3', name: 'Beta SA', phones: ['+33 1 42 68 53 00'] }),
      JSON.stringify({ customer_id: 'C4', name: 'Gamma', phones: ['12345'] }),
    ].join('\n');
    const result = parseNdjson(text, 'customers');
    expect(result.received).toBe(5);
    expect(result.records.map((record) => record.customer_id)).toEqual(['C1', 'C3']);
    expect(result.rejected).toBe(3);
    expect(result.errors.map((error) => error.line)).toEqual([2, 4, 6]);
    expect(result.errors[1]?.error).toContain('name');
    expect(result.records[0]).not.toHaveProperty('unknown_field');
    expect(result.records[0]?.status).toBe('active');
    expect(result.records[1]?.phones).toEqual(['+33142685300']);
  });

  it("reads a customer's phones in national form in the customer's country, a contact's not", () => {
    const text = [
      JSON.stringify({ customer_id: 'C1', name: 'Kita', country: 'DE', phones: ['030 44012345'] }),
      JSON.stringify({
        customer_id: 'C2',
        name: 'Hillside Dairy Farm',
        address: { city: 'Sun Prairie', country: 'US' },
        phones: ['(608) 555-0181', '+44 20 7946 0018'],
      }),
      JSON.stringify({ customer_id: 'C3', name: 'No country', phones: ['030 44012345'] }),
      JSON.stringify({ customer_id: 'C4', name: 'Bad', country: 'DE', phones: ['12'] }),
    ].join('\n');
    const result = parseNdjson(text, 'customers');
    expect(result.records.map((record) => record.phones)).toEqual([
      ['+493044012345'],
      ['+16085550181', '+442079460018'],
    ]);
    expect(result.errors.map((error) => error.line)).toEqual([3, 4]);
    expect(result.errors[0]?.error).toContain('national form');
    const contacts = parseNdjson(
      '{"contact_id":"K1","customer_id":"C1","phones":["030 44012345"]}',
      'contacts',
    );
    expect(contacts.rejected).toBe(1);
  });

  it('applies defaults for contacts and products', () => {
    const contacts = parseNdjson(
      '{"contact_id":"K1","customer_id":"C1","email":"A@B.DE"}',
      'contacts',
    );
    expect(contacts.records[0]).toMatchObject({ active: true, email: 'a@b.de' });
    const products = parseNdjson('{"product_id":"P1","description":"Bolt"}', 'products');
    expect(products.records[0]).toMatchObject({ unit: 'pcs', pack_size: 1, status: 'active' });
    const refs = parseNdjson(
      '{"manufacturer":"X","mpn":"1-2","product_id":null}',
      'cross_references',
    );
    expect(refs.records[0]).toMatchObject({ product_id: null, relation: 'equivalent' });
  });

  it('caps the error list but keeps counting and stops at the line limit', () => {
    const text = Array.from({ length: 150 }, () => '{}').join('\n');
    const result = parseNdjson(text, 'customers', { maxErrors: 100 });
    expect(result.rejected).toBe(150);
    expect(result.errors).toHaveLength(100);
    const limited = parseNdjson(text, 'customers', { maxLines: 10 });
    expect(limited.received).toBe(10);
    expect(limited.truncated).toBe(true);
  });
});

describe('parseCsv', () => {
  it('reads dotted nested fields, lists, booleans and quoted cells, rejecting a bad line', () => {
    const text = [
      'customer_id,name,domains,address.street,address.city,address.postal_code,phones,extra',
      'C1,"Müller, Schmidt & Co. KG",mueller.de;ms-kg.de,Hauptstr. 1,Berlin,10115,+4930123456,x',
      'C2,"Line one',
      'line two SARL",acme.fr,"1 rue de la Paix",Paris,75002,,',
      'C3,,acme.it,,,,,',
      'C4,Bad "quote,x.it,,,,,',
      'C5,Delta B.V.,delta.nl,,,,,',
    ].join('\r\n');
    const result = parseCsv(text, 'customers');
    expect(result.records.map((record) => record.customer_id)).toEqual(['C1', 'C2', 'C4', 'C5']);
    // A quote inside an unquoted cell is kept literally, as spreadsheet exports expect.
    expect(result.records[2]?.name).toBe('Bad "quote');
    expect(result.records[0]).toMatchObject({
      name: 'Müller, Schmidt & Co. KG',
      domains: ['mueller.de', 'ms-kg.de'],
      address: { street: 'Hauptstr. 1', city: 'Berlin', postal_code: '10115' },
      phones: ['+4930123456'],
    });
    expect(result.records[1]?.name).toBe('Line one\nline two SARL');
    expect(result.records[0]).not.toHaveProperty('extra');
    expect(result.rejected).toBe(1);
    expect(result.errors[0]?.line).toBe(5);
    expect(result.errors[0]?.error).toContain('name');
  });

  it('coerces booleans and numbers and reports the line of a broken quote', () => {
    const shipTos = parseCsv(
      'ship_to_id;customer_id;is_default\nS1;C1;ja\nS2;C1;maybe',
      'ship_tos',
    );
    expect(shipTos.records).toEqual([{ ship_to_id: 'S1', customer_id: 'C1', is_default: true }]);
    expect(shipTos.errors[0]?.line).toBe(3);
    const orders = parseCsv(
      'customer_id,product_id,quantity\nC1,P1,12\nC1,P2,abc',
      'order_history',
    );
    expect(orders.records[0]?.quantity).toBe(12);
    expect(orders.errors[0]?.line).toBe(3);
    const rows = readCsvRows('a,b\n"x,1\n2,3\n');
    expect(rows[1]?.error).toBe('unterminated quoted field');
    expect(rows[2]).toEqual({ line: 3, cells: ['2', '3'] });
  });
});

describe('parseCsv for catalogue data', () => {
  it('builds per-language descriptions and attributes from dotted headers', () => {
    const text = [
      'product_id,description,descriptions.de,attributes.thread,branch_ids,pack_size,successor_product_id',
      'P1,Hex bolt M8x30,Sechskantschraube M8x30,M8,B1;B2,"1,5",',
      'P2,Washer,,,,,P3',
    ].join('\n');
    const result = parseCsv(text, 'products');
    expect(result.rejected).toBe(0);
    expect(result.records[0]).toMatchObject({
      descriptions: { de: 'Sechskantschraube M8x30' },
      attributes: { thread: 'M8' },
      branch_ids: ['B1', 'B2'],
      pack_size: 1.5,
      unit: 'pcs',
    });
    expect(result.records[1]).toMatchObject({ pack_size: 1, successor_product_id: 'P3' });
  });
});

describe('record keys', () => {
  it('identifies records for upserts', () => {
    expect(recordKey('contacts', { contact_id: 'K1', customer_id: 'C', active: true })).toBe('K1');
    const refs = dedupeByKey('cross_references', [
      { manufacturer: 'Würth', mpn: '0057 08', product_id: 'P1', relation: 'equivalent' },
      { manufacturer: 'würth ', mpn: '005708', product_id: 'P2', relation: 'substitute' },
    ]);
    expect(refs).toHaveLength(1);
    expect(refs[0]?.product_id).toBe('P2');
  });
});

describe('fields the dataset does not read', () => {
  it('reports each with how many records had it and the field it likely stands for', () => {
    const text = [
      JSON.stringify({ customer_id: 'C1', name: 'Acme GmbH', vat: 'DE123456789', zip: '10115' }),
      JSON.stringify({ customer_id: 'C2', name: 'Beta SA', vat: 'FR40303265045' }),
      JSON.stringify({
        customer_id: 'C3',
        name: 'Gamma',
        address: { city: 'Lyon', zipcode: '69001' },
      }),
      JSON.stringify({ customer_id: 'C4', Name: 'Delta', colour: 'blue' }),
    ].join('\n');
    const result = parseNdjson(text, 'customers');
    expect(result.records.map((record) => record.customer_id)).toEqual(['C1', 'C2', 'C3']);
    expect(result.ignored_fields).toEqual([
      { field: 'vat', records: 2, did_you_mean: 'vat_id' },
      { field: 'address.zipcode', records: 1, did_you_mean: 'address.postal_code' },
      { field: 'colour', records: 1 },
      { field: 'Name', records: 1, did_you_mean: 'name' },
      { field: 'zip', records: 1, did_you_mean: 'address.postal_code' },
    ]);
  });

  it('reads every key under attributes and descriptions, and CSV headers alike', () => {
    const ndjson = parseNdjson(
      JSON.stringify({
        product_id: 'P1',
        description: 'Drill',
        attributes: { diameter_mm: 8 },
        descriptions: { de: 'Bohrer' },
        brand: 'Bosch',
      }),
      'products',
    );
    expect(ndjson.ignored_fields).toEqual([
      { field: 'brand', records: 1, did_you_mean: 'manufacturer' },
    ]);
    const csv = parseCsv(
      'customer_id,name,address.city,address.plz,VAT-ID\nC1,Acme,Berlin,10115,DE1\nC2,Beta,,,\n',
      'customers',
    );
    expect(csv.records).toHaveLength(2);
    expect(csv.ignored_fields).toEqual([
      { field: 'address.plz', records: 1, did_you_mean: 'address.postal_code' },
      { field: 'VAT-ID', records: 1, did_you_mean: 'vat_id' },
    ]);
  });

  it('follows a bounded number of distinct names', () => {
    const record: Record<string, unknown> = { customer_id: 'C1', name: 'Acme' };
    for (let index = 0; index < 1_000; index++) record[`extra_${index}`] = index;
    const result = parseNdjson(JSON.stringify(record), 'customers');
    expect(result.records).toHaveLength(1);
    expect(result.ignored_fields).toHaveLength(50);
  });
});
