import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  BranchOverrideRecord,
  ContactRecord,
  CustomerRecord,
  LabelledCase,
  OrderHistoryRecord,
  ProductRecord,
  ShipToRecord,
} from '#local/demo/types';
import { Intents } from '#local/demo/types';
import { buildMasterData, DemoSeed } from '#local/demo/write';

const directory = join(import.meta.dirname, '../../../events/cases');
let cases: LabelledCase[] = [];
let products: Map<string, ProductRecord>;
let customers: Map<string, CustomerRecord>;
let contacts: Map<string, ContactRecord>;
let shipTos: Map<string, ShipToRecord>;
let history: OrderHistoryRecord[];
let overrides: BranchOverrideRecord[];

beforeAll(async () => {
  const files = (await readdir(directory)).filter((file) => file.endsWith('.json')).sort();
  cases = await Promise.all(
    files.map(
      async (file) => JSON.parse(await readFile(join(directory, file), 'utf8')) as LabelledCase,
    ),
  );
  const { masterData } = buildMasterData(DemoSeed);
  const index = <T>(records: readonly unknown[], key: keyof T): Map<string, T> =>
    new Map((records as T[]).map((record) => [String(record[key]), record]));
  products = index<ProductRecord>(masterData.products, 'product_id');
  customers = index<CustomerRecord>(masterData.customers, 'customer_id');
  contacts = index<ContactRecord>(masterData.contacts, 'contact_id');
  shipTos = index<ShipToRecord>(masterData.ship_tos, 'ship_to_id');
  history = masterData.order_history as OrderHistoryRecord[];
  overrides = masterData.branch_overrides as BranchOverrideRecord[];
});

describe('hand-written cases in events/cases', () => {
  it('are a few dozen cases covering every language and intent', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    const languages = new Set(cases.map((labelled) => labelled.language));
    for (const language of ['de', 'en', 'fr', 'es', 'it', 'nl'])
      expect(languages).toContain(language);
    expect(new Set(cases.map((labelled) => labelled.truth.intent))).toEqual(new Set(Intents));
    for (const labelled of cases) {
      expect(labelled.request.case_id).toBe(labelled.case_id);
      expect(labelled.split).toBe('demo');
      expect(labelled.request.sender).toMatch(/^[^@\s]+@[^@\s]+$/);
    }
  });

  it('refer to customers, ship-tos, contacts and products of the seed-42 demo tenant', () => {
    for (const { case_id, request, truth } of cases) {
      const customer = truth.customer_id ? customers.get(truth.customer_id) : undefined;
      if (truth.customer_id) expect(customer, case_id).toBeDefined();
      if (truth.ship_to_id)
        expect(shipTos.get(truth.ship_to_id)?.customer_id, case_id).toBe(truth.customer_id);
      if (truth.contact_id) {
        const contact = contacts.get(truth.contact_id);
        expect(contact?.email, case_id).toBe(request.sender);
        expect(contact?.active, case_id).toBe(true);
      }
      const branch = request.branch_id ?? customer?.branch_id;
      for (const item of truth.line_items) {
        if (item.source_document === 'email_body')
          expect(request.body, case_id).toContain(item.description);
        if (item.product_id === null) {
          expect(item.unmatched_reason, case_id).toBeDefined();
          continue;
        }
        const product = products.get(item.product_id);
        expect(product?.status, `${case_id} ${item.product_id}`).toBe('active');
        if (branch) expect(product?.branch_ids, case_id).toContain(branch);
        if (item.customer_part_number) {
          expect(
            history.some(
              (line) =>
                line.customer_id === truth.customer_id &&
                line.customer_part_number === item.customer_part_number &&
                line.product_id === item.product_id,
            ),
            case_id,
          ).toBe(true);
        }
        if (item.via === 'branch_override') {
          expect(
            overrides.some(
              (override) =>
                override.branch_id === request.branch_id &&
                override.match_text === item.description &&
                override.product_id === item.product_id,
            ),
            case_id,
          ).toBe(true);
        }
      }
    }
  });
});
