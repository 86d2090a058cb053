import { describe, expect, it } from 'vitest';
import { nationalSignificantNumber } from '#domain/customer/customer-index';
import { buildCustomerIndex, matchCustomer } from '#domain/customer/index';
import type { CustomerRecord } from '#domain/master-data/schemas';

// A German book with customers abroad: numbers written without a country code are read in
// Germany unless the book holds them in their own country's format.
const customer = (id: string, name: string, phone: string, country: string): CustomerRecord => ({
  customer_id: id,
  name,
  status: 'active',
  country,
  phones: [phone],
});
const book: CustomerRecord[] = [
  customer('C-DE1', 'Krüger Industrieservice GmbH', '+49407311660', 'DE'),
  customer('C-DE2', 'Hansa Antriebe GmbH', '+492319700210', 'DE'),
  customer('C-DE3', 'Stein Anlagenbau GmbH', '+497113512290', 'DE'),
  customer('C-CH', 'Rheintal Hydraulik AG', '+41717270010', 'CH'),
  customer('C-DK', 'Jensen Hydraulik A/S', '+4586824410', 'DK'),
  customer('C-IE', 'Kelly Electrical Contractors Ltd', '+35391771420', 'IE'),
];
const index = buildCustomerIndex({ customers: book });
const mail = (text: string) =>
  matchCustomer(index, { case_id: 'n', sender: 'r.schmid.1970@gmail.com', body: text });

describe('a phone number written in its own country’s format', () => {
  it('is the national significant number of the book’s number', () => {
    expect(nationalSignificantNumber('+41717270010')).toBe('717270010');
    expect(nationalSignificantNumber('+35391771420')).toBe('91771420');
    expect(nationalSignificantNumber('+4586824410')).toBe('86824410');
  });

  it('finds the customer from a free-mail domain, whatever the book’s main country', () => {
    const trunkZero = mail(
      'Grüezi\nwir von der Rheintal Hydraulik brauchen 2 Ventile.\n\nGruss\nRoman Schmid\n071 727 00 10',
    );
    expect(trunkZero.customer_id).toBe('C-CH');
    expect(trunkZero.rationale_signals.map((signal) => signal.signal)).toContain('phone_customer');
    expect(
      mail('Hej\nJensen Hydraulik here, please quote 12 filters.\n\nKasper\n86 82 44 10')
        .customer_id,
    ).toBe('C-DK');
    expect(
      mail('Hi,\nplease price 200 glands.\n\nSean Kelly\nKelly Electrical\n091 771 420')
        .customer_id,
    ).toBe('C-IE');
  });

  it('finds the customer by its whole number alone, written in the text, at a low confidence', () => {
    const phoneOnly = mail(
      'Guten Morgen,\nbitte 5 Flaschen Flüssigseife.\nSie erreichen mich unter (0711) 351 22 90.\n\nGrüße\nAnja',
    );
    expect(phoneOnly.customer_id).toBe('C-DE3');
    expect(phoneOnly.raw_score).toBeLessThan(0.8);
  });

  it('needs the whole number, valid in that country', () => {
    expect(
      mail('Hi,\nplease price 200 glands.\n\nSean Kelly\nKelly Electrical\n091 771 421')
        .customer_id,
    ).toBe('');
    expect(mail('Hallo,\nbitte 727 00 10 Stück.\n\nRoman').customer_id).toBe('');
  });
});
