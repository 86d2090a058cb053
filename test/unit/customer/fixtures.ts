import { buildCustomerIndex } from '#domain/customer/index';
import type {
  ContactRecord,
  CustomerRecord,
  OrderHistoryRecord,
  ShipToRecord,
} from '#domain/master-data/schemas';

const customer = (record: Partial<CustomerRecord> & Pick<CustomerRecord, 'customer_id' | 'name'>) =>
  ({ status: 'active', ...record }) as CustomerRecord;

export const customers: CustomerRecord[] = [
  customer({
    customer_id: 'C-ACME-DE',
    name: 'Acme Industrietechnik GmbH',
    domains: ['acme-group.com'],
    country: 'DE',
    branch_id: 'B-MUC',
    customer_type: 'key_account',
    phones: ['+4989123450'],
    vat_id: 'DE123456789',
    address: { street: 'Hauptstraße 5', postal_code: '80331', city: 'München', country: 'DE' },
    default_ship_to_id: 'S-ACME-DE-1',
  }),
  customer({
    customer_id: 'C-ACME-FR',
    name: 'Acme France SAS',
    domains: ['acme-group.com'],
    country: 'FR',
    branch_id: 'B-LYO',
    parent_customer_id: 'C-ACME-DE',
    address: {
      street: '12 rue de la République',
      postal_code: '69002',
      city: 'Lyon',
      country: 'FR',
    },
  }),
  customer({
    customer_id: 'C-BAU',
    name: 'Bauer Haustechnik KG',
    domains: ['bauer-haustechnik.de'],
    country: 'DE',
    branch_id: 'B-HAM',
    default_ship_to_id: 'S-BAU-HQ',
    address: { street: 'Werftstr. 10', postal_code: '20457', city: 'Hamburg', country: 'DE' },
  }),
  customer({
    customer_id: 'C-ROSSI',
    name: 'Rossi Impianti S.r.l.',
    domains: ['gmx.de'],
    country: 'IT',
    phones: ['+390212345678'],
  }),
  customer({
    customer_id: 'C-VDB',
    name: 'Van den Berg Installatietechniek B.V.',
    domains: ['vdberg.nl'],
    country: 'NL',
  }),
];

export const shipTos: ShipToRecord[] = [
  {
    ship_to_id: 'S-ACME-DE-1',
    customer_id: 'C-ACME-DE',
    name: 'Acme Zentrale',
    address: { street: 'Hauptstraße 5', postal_code: '80331', city: 'München', country: 'DE' },
    is_default: true,
  },
  {
    ship_to_id: 'S-BAU-HQ',
    customer_id: 'C-BAU',
    name: 'Bauer Zentrale',
    address: { street: 'Werftstr. 10', postal_code: '20457', city: 'Hamburg', country: 'DE' },
    is_default: true,
  },
  {
    ship_to_id: 'S-BAU-KIEL',
    customer_id: 'C-BAU',
    name: 'Bauer Lager Kiel',
    address: { street: 'Hafenstraße 3', postal_code: '24103', city: 'Kiel', country: 'DE' },
    is_default: false,
  },
  {
    ship_to_id: 'S-BAU-LUE',
    customer_id: 'C-BAU',
    name: 'Bauer Baustelle Lübeck',
    address: { street: 'Mühlenstraße 20', postal_code: '23552', city: 'Lübeck', country: 'DE' },
    is_default: false,
  },
];

export const contacts: ContactRecord[] = [
  {
    contact_id: 'K-1',
    customer_id: 'C-ACME-DE',
    name: 'Petra Schulz',
    email: 'p.schulz@acme-group.com',
    active: true,
  },
  {
    contact_id: 'K-2',
    customer_id: 'C-ACME-FR',
    name: 'Jean Martin',
    email: 'j.martin@acme-group.com',
    active: true,
  },
  {
    contact_id: 'K-3',
    customer_id: 'C-BAU',
    name: 'Klaus Bauer',
    email: 'k.bauer@bauer-haustechnik.de',
    active: false,
  },
  {
    contact_id: 'K-4',
    customer_id: 'C-BAU',
    name: 'Anna Weber',
    email: 'a.weber@bauer-haustechnik.de',
    active: true,
  },
  {
    contact_id: 'K-5',
    customer_id: 'C-ROSSI',
    name: 'Marco Rossi',
    email: 'marco.rossi@libero.it',
    phones: ['+393471234567'],
    active: true,
  },
];

export const orderHistory: OrderHistoryRecord[] = [
  { customer_id: 'C-ACME-DE', product_id: 'P1', ordered_at: '2026-01-01', quantity: 5 },
  {
    customer_id: 'C-BAU',
    product_id: 'P2',
    ordered_at: '2026-02-01',
    customer_part_number: 'BH-4711-X',
  },
];

export const fixtureIndex = () =>
  buildCustomerIndex({ customers, shipTos, contacts, orderHistory });
