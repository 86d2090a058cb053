import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitOf } from '#local/demo/cases';
import type { ContactRecord, LabelledCase, ProductRecord, ShipToRecord } from '#local/demo/types';
import { buildDemoData, generateDemoData, SmallDemoSizes } from '#local/demo/write';

let cases: LabelledCase[] = [];
let products = new Map<string, ProductRecord>();
let shipTos = new Map<string, ShipToRecord>();
let contacts = new Map<string, ContactRecord>();
let overrides: { branch_id: string; match_text: string; product_id: string }[] = [];

beforeAll(async () => {
  const data = await buildDemoData(5, {
    ...SmallDemoSizes,
    cases: { cases: 120, attachmentShare: 0.15 },
  });
  cases = data.cases;
  products = new Map((data.masterData.products as ProductRecord[]).map((p) => [p.product_id, p]));
  shipTos = new Map((data.masterData.ship_tos as ShipToRecord[]).map((s) => [s.ship_to_id, s]));
  contacts = new Map((data.masterData.contacts as ContactRecord[]).map((c) => [c.contact_id, c]));
  overrides = data.masterData.branch_overrides as typeof overrides;
});

describe('labelled cases', () => {
  it('assigns splits by the fixed hash rule and covers every intent', () => {
    for (const labelled of cases) expect(labelled.split).toBe(splitOf(labelled.case_id));
    const intents = new Set(cases.map((labelled) => labelled.truth.intent));
    expect([...intents].sort()).toEqual(['order', 'other', 'quote', 'rfq', 'status', 'update']);
    expect(new Set(cases.map((labelled) => labelled.split))).toEqual(
      new Set(['train', 'dev', 'test']),
    );
    expect(cases.some((labelled) => labelled.truth.auto_reply)).toBe(true);
    expect(cases.some((labelled) => labelled.truth.language_unsupported)).toBe(true);
  });

  it('points every matched line item at a product that exists', () => {
    for (const item of cases.flatMap((labelled) => labelled.truth.line_items)) {
      if (item.product_id === null) {
        expect(item.unmatched_reason).toBeDefined();
      } else {
        expect(products.get(item.product_id)?.status).toBe('active');
      }
    }
  });

  it('maps a discontinued part number to its successor', () => {
    const successorItems = cases.flatMap((labelled) =>
      labelled.truth.line_items.filter((item) => item.via === 'successor'),
    );
    expect(successorItems.length).toBeGreaterThan(0);
    for (const item of successorItems) {
      const old = [...products.values()].find((p) => p.successor_product_id === item.product_id);
      expect(old?.status).toBe('discontinued');
    }
  });

  it('writes body line items into the body and branch overrides with their branch', () => {
    for (const labelled of cases) {
      const body = labelled.request.body.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
      for (const item of labelled.truth.line_items) {
        if (item.source_document === 'email_body') expect(body).toContain(item.description);
        else expect(labelled.request.attachments?.[0]?.filename).toBe(item.source_document);
        if (item.via === 'branch_override') {
          expect(
            overrides.some(
              (o) =>
                o.branch_id === labelled.request.branch_id &&
                o.match_text === item.description &&
                o.product_id === item.product_id,
            ),
          ).toBe(true);
        }
      }
    }
  });

  it('gives ship-tos and contacts that belong to the truth customer', () => {
    for (const { truth, request } of cases) {
      if (truth.ship_to_id)
        expect(shipTos.get(truth.ship_to_id)?.customer_id).toBe(truth.customer_id);
      if (truth.customer_id && !request.sender.includes('reply'))
        expect(truth.ship_to_id).toBeTruthy();
      if (truth.contact_id === null) {
        // Either a stale contact or a stranger: never the address of an active contact.
        const known = [...contacts.values()].find((contact) => contact.email === request.sender);
        expect(known?.active ?? false).toBe(false);
      }
      if (truth.contact_id) {
        const contact = contacts.get(truth.contact_id);
        expect(contact?.customer_id).toBe(truth.customer_id);
        expect(contact?.active).toBe(true);
        expect(contact?.email).toBe(request.sender);
      }
    }
  });
});

describe('generateDemoData', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('writes the seven datasets and three splits, byte-identical for the same seed', async () => {
    const sizes = { ...SmallDemoSizes, cases: { cases: 24, attachmentShare: 0.4 } };
    const outputs: string[] = [];
    for (let run = 0; run < 2; run++) {
      const dir = await mkdtemp(join(tmpdir(), 'demo-'));
      dirs.push(dir);
      await generateDemoData({ seed: 17, outDir: dir, sizes });
      outputs.push(dir);
    }
    const [first, second] = outputs as [string, string];
    expect((await readdir(join(first, 'master-data'))).sort()).toEqual([
      'branch_overrides.ndjson',
      'contacts.ndjson',
      'cross_references.ndjson',
      'customers.ndjson',
      'order_history.ndjson',
      'products.ndjson',
      'ship_tos.ndjson',
    ]);
    for (const file of [
      'master-data/products.ndjson',
      'master-data/customers.ndjson',
      'cases/train.ndjson',
      'cases/dev.ndjson',
      'cases/test.ndjson',
    ]) {
      const a = await readFile(join(first, file));
      const b = await readFile(join(second, file));
      expect(a.equals(b), file).toBe(true);
    }
    const line = (await readFile(join(first, 'cases/train.ndjson'), 'utf8')).split('\n')[0] ?? '';
    const parsed = JSON.parse(line) as LabelledCase;
    expect(Object.keys(parsed)).toEqual([
      'case_id',
      'split',
      'language',
      'kind',
      'request',
      'truth',
    ]);
  });
});
