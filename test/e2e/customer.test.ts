import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, patchTenantConfig, token, useRuntimeEnv } from '../support/http';
import { expectMatchesContract } from '../support/openapi';
import { newTenant } from '../support/tenants';

useRuntimeEnv();
const ndjson = (records: object[]) => records.map((record) => JSON.stringify(record)).join('\n');

let acme: string;
beforeAll(async () => {
  acme = await newTenant('acme-customers');
});

async function importSet(dataset: string, body: string, contentType: string, mode = 'replace') {
  return call(`/v1/admin/master-data/${dataset}?mode=${mode}`, {
    method: 'POST',
    headers: { ...authHeaders(acme), 'Content-Type': contentType },
    body,
  });
}

describe('master-data import', () => {
  it('imports NDJSON and CSV, rejecting bad records by line without stopping the others', async () => {
    const customers = await importSet(
      'customers',
      [
        JSON.stringify({
          customer_id: 'C-1',
          name: 'Müller Antriebstechnik GmbH',
          domains: ['mueller-antrieb.de'],
          country: 'DE',
          branch_id: 'MUC',
          default_ship_to_id: 'S-1',
        }),
        '{"name": "no id"}',
        'not json',
        JSON.stringify({
          customer_id: 'C-2',
          name: 'Rossi Meccanica S.r.l.',
          domains: ['rossimeccanica.it'],
          country: 'IT',
        }),
      ].join('\n'),
      'application/x-ndjson',
    );
    expect(customers.status).toBe(200);
    expectMatchesContract('POST', '/v1/admin/master-data/{dataset}', customers);
    expect(customers.body).toMatchObject({
      dataset: 'customers',
      mode: 'replace',
      received: 4,
      imported: 2,
      rejected: 2,
    });
    expect((customers.body as { errors: { line: number }[] }).errors.map((e) => e.line)).toEqual([
      2, 3,
    ]);

    const shipTos = await importSet(
      'ship_tos',
      'ship_to_id,customer_id,name,address.street,address.postal_code,address.city,address.country,is_default\nS-1,C-1,Werk München,Hansastr. 10,80686,München,DE,true\nS-2,C-1,Lager Augsburg,Industriestr. 5,86150,Augsburg,DE,false\n',
      'text/csv',
    );
    expect(shipTos.body).toMatchObject({ imported: 2, rejected: 0 });
    const contacts = await importSet(
      'contacts',
      ndjson([
        {
          contact_id: 'P-1',
          customer_id: 'C-1',
          name: 'Hans Huber',
          email: 'h.huber@mueller-antrieb.de',
          phones: ['+4989123456'],
        },
      ]),
      'application/x-ndjson',
    );
    expect(contacts.body).toMatchObject({ imported: 1 });

    const status = await call('/v1/admin/master-data', { headers: authHeaders(acme) });
    expectMatchesContract('GET', '/v1/admin/master-data', status);
    expect(status.body).toMatchObject({
      datasets: { customers: { count: 2 }, ship_tos: { count: 2 }, contacts: { count: 1 } },
    });
  });

  it('imports a branch override sheet exported as .xlsx (errors name the sheet row)', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Overrides');
    sheet.addRow(['branch_id', 'match_text', 'product_id']);
    sheet.addRow(['MUC', 'blaue Kiste, groß', 'P-1']);
    sheet.addRow(['MUC', '', 'P-2']);
    sheet.addRow(['AUG', 'Hausschraube "rot"', 'P-3']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = await call('/v1/admin/master-data/branch_overrides?mode=replace', {
      method: 'POST',
      headers: {
        ...authHeaders(acme),
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      body: bytes,
    });
    expect(result.status).toBe(200);
    expectMatchesContract('POST', '/v1/admin/master-data/{dataset}', result);
    expect(result.body).toMatchObject({ received: 3, imported: 2, rejected: 1 });
    expect((result.body as { errors: { line: number }[] }).errors.map((e) => e.line)).toEqual([3]);
    const broken = await call('/v1/admin/master-data/branch_overrides', {
      method: 'POST',
      headers: {
        ...authHeaders(acme),
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      body: Buffer.from('not a zip'),
    });
    expect(broken.status).toBe(400);
  });

  it('refuses a body that is neither NDJSON nor CSV', async () => {
    const result = await importSet('customers', '{}', 'application/json');
    expect(result.status).toBe(415);
  });
});

describe('POST /v1/match/customer', () => {
  it('resolves customer, ship-to and contact from the sender and the body', async () => {
    const result = await call('/v1/match/customer', {
      method: 'POST',
      headers: authHeaders(acme),
      json: {
        case_id: 'cm-1',
        sender: 'h.huber@mueller-antrieb.de',
        body: 'Bitte liefern an unser Lager Augsburg, Industriestr. 5, 86150 Augsburg.',
      },
    });
    expect(result.status).toBe(200);
    expectMatchesContract('POST', '/v1/match/customer', result);
    expect(result.body).toMatchObject({ customer_id: 'C-1', contact_id: 'P-1', ship_to_id: 'S-2' });
  });

  it('answers a new customer with an empty id, score 0 and a reason', async () => {
    const result = await call('/v1/match/customer', {
      method: 'POST',
      headers: authHeaders(acme),
      json: { case_id: 'cm-2', sender: 'someone@unknown-company.fr' },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      customer_id: '',
      confidence_score: 0,
      recommended_action: 'manual',
    });
    expect((result.body as { unmatched_reason?: string }).unmatched_reason).toBeTruthy();
  });

  it('rejects a malformed phone and a missing sender', async () => {
    const phone = await call('/v1/match/customer', {
      method: 'POST',
      headers: authHeaders(acme),
      json: { case_id: 'cm-3', sender: 'a@b.de', phone: '0049 89 123' },
    });
    expect(phone.status).toBe(400);
    expect((phone.body as { error_code: string }).error_code).toBe('INVALID_PAYLOAD');
    const missing = await call('/v1/match/customer', {
      method: 'POST',
      headers: authHeaders(acme),
      json: { case_id: 'cm-4' },
    });
    expect(missing.body).toMatchObject({
      error_code: 'MISSING_REQUIRED_FIELD',
      details: { fields: ['sender'] },
    });
  });

  it('reads customer_matching and master_data from the tenant configuration', async () => {
    const patch = (document: unknown) => patchTenantConfig(acme, document);
    const unknownWeight = await patch({ customer_matching: { weights: { no_such_signal: 2 } } });
    expect(unknownWeight.status).toBe(400);
    const match = () =>
      call('/v1/match/customer', {
        method: 'POST',
        headers: authHeaders(acme),
        json: { case_id: 'cm-cfg', sender: 'einkauf@mueller-antrieb.de' },
      });
    // Not a known contact: the customer resolves by the sender's domain.
    expect((await match()).body).toMatchObject({ customer_id: 'C-1' });
    const patched = await patch({
      customer_matching: { generic_domains: ['mueller-antrieb.de'], disambiguation: 'single_best' },
      master_data: { refresh_cadence: 'daily' },
    });
    expect(patched.status).toBe(200);
    try {
      // The tenant declared the domain generic (a shared mail host): the domain no longer decides.
      const generic = await match();
      expect(generic.status).toBe(200);
      expect(generic.body).toMatchObject({ customer_id: '' });
      const status = await call('/v1/admin/master-data', { headers: authHeaders(acme) });
      expectMatchesContract('GET', '/v1/admin/master-data', status);
      expect(status.body).toMatchObject({ refresh_cadence: 'daily' });
    } finally {
      await patch({ customer_matching: null, master_data: null });
    }
  });

  it("reads a mail the tenant's own staff forward as the customer's, once the tenant names its domains", async () => {
    const patch = (document: unknown) => patchTenantConfig(acme, document);
    const forwarded = () =>
      call('/v1/match/customer', {
        method: 'POST',
        headers: authHeaders(acme),
        json: {
          case_id: 'cm-staff',
          sender: 'p.hansen@vantero.example',
          body: 'Hallo Team,\n\nbitte anbieten.\n\nGruß\nPeter Hansen\nVantero Industriebedarf GmbH\nIndustriestraße 5\n20095 Hamburg\n\n\nVon: Einkauf <einkauf@mueller-antrieb.de>\nGesendet: Do., 22. Mai 2025\nAn: Peter Hansen <p.hansen@vantero.example>\nBetreff: Anfrage\n\nBitte um Angebot für 20 Keilriemen SPZ 987.\n\nGruß\nEinkauf',
        },
      });
    // The rep's signature names a company that is not the customer the forwarded mail is from.
    expect((await forwarded()).body).toMatchObject({ customer_id: '' });
    expect((await patch({ customer_matching: { own_domains: ['vantero.example'] } })).status).toBe(
      200,
    );
    try {
      expect((await forwarded()).body).toMatchObject({ customer_id: 'C-1' });
    } finally {
      await patch({ customer_matching: null });
    }
  });

  it('gives a tenant without master data a normal unmatched answer', async () => {
    const sandbox = await token('sandbox-client', 'sandbox-secret');
    const result = await call('/v1/match/customer', {
      method: 'POST',
      headers: authHeaders(sandbox),
      json: { case_id: 'cm-5', sender: 'x@y.de' },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ customer_id: '', unmatched_reason: 'no_master_data' });
  });
});
