import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, token, useRuntimeEnv } from '../support/http';
import { expectMatchesContract } from '../support/openapi';
import { newTenant } from '../support/tenants';

useRuntimeEnv();
const ndjson = (records: object[]) => records.map((record) => JSON.stringify(record)).join('\n');
let acme: string;

beforeAll(async () => {
  acme = await newTenant('acme-products');
  const load = (dataset: string, records: object[]) =>
    call(`/v1/admin/master-data/${dataset}?mode=replace`, {
      method: 'POST',
      headers: { ...authHeaders(acme), 'Content-Type': 'application/x-ndjson' },
      body: ndjson(records),
    });
  const products = await load('products', [
    {
      product_id: 'P-100',
      description: 'Hex head bolt M8x30 DIN 933 8.8 zinc plated',
      manufacturer: 'Bolzwerk',
      mpn: '933-0830-ZN',
      category: 'fasteners',
      unit: 'box',
      pack_size: 100,
      attributes: { thread: 'M8', length: '30', norm: 'DIN 933' },
    },
    {
      product_id: 'P-200',
      description: 'Deep groove ball bearing 6204-2RS',
      manufacturer: 'Rollmax',
      mpn: '6204-2RS',
      category: 'bearings',
    },
    {
      product_id: 'P-300',
      description: 'Cable tie 200 x 4.8 mm black',
      manufacturer: 'Fixa',
      mpn: 'CT-200-48',
      category: 'electrical',
      status: 'discontinued',
      successor_product_id: 'P-301',
    },
    {
      product_id: 'P-301',
      description: 'Cable tie 200 x 4.8 mm black UV',
      manufacturer: 'Fixa',
      mpn: 'CT-200-48UV',
      category: 'electrical',
    },
  ]);
  expect(products.status).toBe(200);
  expect(
    (
      await load('cross_references', [
        { manufacturer: 'Othermaker', mpn: 'OM-6204', product_id: 'P-200', relation: 'equivalent' },
        { manufacturer: 'Othermaker', mpn: 'OM-9999', product_id: null, relation: 'equivalent' },
      ])
    ).status,
  ).toBe(200);
});

describe('POST /v1/match/product', () => {
  it('matches by part number, cross-reference, description and successor, and flags no equivalent', async () => {
    const result = await call('/v1/match/product', {
      method: 'POST',
      headers: authHeaders(acme),
      json: {
        case_id: 'pm-1',
        line_items: [
          {
            description: 'Rillenkugellager',
            manufacturer: 'Rollmax',
            mpn: '6204 2RS',
            quantity: 10,
            unit: 'pcs',
          },
          { description: 'bearing', manufacturer: 'Othermaker', mpn: 'OM-6204', quantity: 4 },
          { description: 'Sechskantschraube M8x30 DIN 933 verzinkt', quantity: 200, unit: 'pcs' },
          { description: 'Fixa CT-200-48 cable tie', quantity: 100 },
          {
            description: 'Othermaker OM-9999 widget',
            manufacturer: 'Othermaker',
            mpn: 'OM-9999',
            quantity: 1,
          },
        ],
      },
    });
    expect(result.status).toBe(200);
    expectMatchesContract('POST', '/v1/match/product', result);
    const matches = (
      result.body as {
        matches: {
          catalog_product_id: string;
          unmatched_flag: boolean;
          unmatched_reason?: string;
          unit_conversion_required?: boolean;
        }[];
      }
    ).matches;
    expect(matches.map((match) => match.catalog_product_id)).toEqual([
      'P-200',
      'P-200',
      'P-100',
      'P-301',
      '',
    ]);
    expect(matches[2]?.unit_conversion_required).toBe(true);
    expect(matches[4]).toMatchObject({
      unmatched_flag: true,
      unmatched_reason: 'no_catalog_equivalent',
      confidence_score: 0,
      recommended_action: 'manual',
    });
    expect(
      (result.body as { unmatched: { index: number }[] }).unmatched.map((entry) => entry.index),
    ).toEqual([4]);
  });

  it('sends more than 200 lines to an async job', async () => {
    const lines = Array.from({ length: 201 }, (_, index) => ({
      description: `Deep groove ball bearing 6204-2RS (${index})`,
      quantity: 1,
    }));
    const result = await call('/v1/match/product', {
      method: 'POST',
      headers: authHeaders(acme),
      json: { case_id: 'pm-2', line_items: lines },
    });
    expect(result.status).toBe(202);
    expect(result.headers.get('x-async-reason')).toBe('more_than_200_lines');
  });

  it('answers every item unmatched with no_catalog for a tenant without a catalogue', async () => {
    const sandbox = await token('sandbox-client', 'sandbox-secret');
    const result = await call('/v1/match/product', {
      method: 'POST',
      headers: authHeaders(sandbox),
      json: { case_id: 'pm-3', line_items: [{ description: 'anything' }] },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      matches: [{ unmatched_flag: true, unmatched_reason: 'no_catalog' }],
    });
  });

  it('rejects an item without a description, and an empty list with nothing extracted for the case', async () => {
    const noDescription = await call('/v1/match/product', {
      method: 'POST',
      headers: authHeaders(acme),
      json: { case_id: 'pm-4', line_items: [{ quantity: 3 }] },
    });
    expect(noDescription.status).toBe(400);
    expect(noDescription.body).toMatchObject({
      error_code: 'MISSING_REQUIRED_FIELD',
      details: { fields: ['line_items.0.description'] },
    });
    const empty = await call('/v1/match/product', {
      method: 'POST',
      headers: authHeaders(acme),
      json: { case_id: 'pm-5', line_items: [] },
    });
    expect(empty.status).toBe(400);
  });
});
