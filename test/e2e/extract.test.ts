import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../support/audit';
import { authHeaders, call, patchTenantConfig, token, useRuntimeEnv } from '../support/http';
import { expectMatchesContract } from '../support/openapi';
import { buildScannedPdf, renderTablePng } from '../unit/documents/fixtures';

useRuntimeEnv();

async function tablePdf(): Promise<string> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const rows = [
    ['Pos.', 'Art.-Nr.', 'Bezeichnung', 'Menge', 'Einheit'],
    ['1', '933-0830-ZN', 'Sechskantschraube M8x30 DIN 933 verzinkt', '200', 'Stk'],
    ['2', '6204-2RS', 'Rillenkugellager 6204-2RS', '10', 'Stk'],
  ];
  const columns = [40, 80, 170, 430, 490];
  for (const [r, row] of rows.entries()) {
    for (const [c, x] of columns.entries())
      page.drawText(row[c] ?? '', { x, y: 760 - r * 20, size: 10, font });
  }
  return Buffer.from(await pdf.save()).toString('base64');
}

describe('POST /v1/extract/quote', () => {
  it('extracts line items from the body and a PDF table, with source pointers', async () => {
    const demo = await token();
    const result = await call('/v1/extract/quote', {
      method: 'POST',
      headers: authHeaders(demo, 'ex-corr-1'),
      json: {
        case_id: 'ex-1',
        received_at: '2026-11-16T09:00:00Z',
        body: 'Guten Tag,\nbitte um Angebot für die Positionen im Anhang sowie 5 Rollen Kabelbinder 200 x 4,8 mm.\nLieferung bis 27.11.2026.\n\nMit freundlichen Grüßen\nHans Huber\nTel. +49 89 123456',
        attachments: [
          {
            filename: 'anfrage.pdf',
            content_type: 'application/pdf',
            content_base64: await tablePdf(),
          },
        ],
      },
    });
    expect(result.status).toBe(200);
    expectMatchesContract('POST', '/v1/extract/quote', result);
    const body = result.body as {
      line_items: { quantity: number; source: { document: string; bounding_box?: unknown } }[];
      delivery_requirements: { requested_by?: string };
    };
    const fromPdf = body.line_items.filter((item) => item.source.document === 'anfrage.pdf');
    expect(fromPdf.map((item) => item.quantity).sort((a, b) => a - b)).toEqual([10, 200]);
    expect(fromPdf.every((item) => item.source.bounding_box !== undefined)).toBe(true);
    expect(
      body.line_items.some((item) => item.source.document === 'email_body' && item.quantity === 5),
    ).toBe(true);
    expect(body.delivery_requirements.requested_by).toBe('2026-11-27');
  });

  /** Extracts a request whose e-mail body has an item and whose only attachment is an unreadable PDF. */
  const extractWithBrokenPdf = async (accessToken: string, caseId: string, status: number) => {
    const result = await call('/v1/extract/quote', {
      method: 'POST',
      headers: authHeaders(accessToken),
      json: {
        case_id: caseId,
        body: 'Please quote 20 pcs bearing 6204-2RS.',
        attachments: [
          {
            filename: 'broken.pdf',
            content_type: 'application/pdf',
            content_base64: Buffer.from('%PDF-1.7 truncated garbage').toString('base64'),
          },
        ],
      },
    });
    expect(result.status).toBe(status);
    expectMatchesContract('POST', '/v1/extract/quote', result);
    return result;
  };

  it('answers 422 EXTRACTION_PARTIAL_FAILURE with the partial result when an attachment is unreadable', async () => {
    const result = await extractWithBrokenPdf(await token(), 'ex-2', 422);
    expect(result.body).toMatchObject({
      error_code: 'EXTRACTION_PARTIAL_FAILURE',
      details: { skipped_attachments: [{ filename: 'broken.pdf' }] },
    });
    expect((result.body as { line_items: unknown[] }).line_items.length).toBeGreaterThan(0);
  });

  it('answers 200 with the degraded result when the tenant chose partial_failure_status 200', async () => {
    const sandbox = await token('sandbox-client', 'sandbox-secret');
    const patch = (extraction: unknown) => patchTenantConfig(sandbox, { extraction });
    expect((await patch({ partial_failure_status: 200 })).status).toBe(200);
    try {
      const result = await extractWithBrokenPdf(sandbox, 'ex-degraded-1', 200);
      const body = result.body as {
        line_items: { quantity: number }[];
        attachments_processed: { filename: string; status: string; reason?: string }[];
      };
      expect(body.line_items.map((item) => item.quantity)).toEqual([20]);
      expect(body.attachments_processed).toEqual([
        expect.objectContaining({
          filename: 'broken.pdf',
          status: 'skipped',
          reason: 'unreadable',
        }),
      ]);
    } finally {
      expect((await patch({ partial_failure_status: null })).status).toBe(200);
    }
  });

  it('applies the tenant quote_schema, the customer format hints and the branch defaults from the configuration', async () => {
    const sandbox = await token('sandbox-client', 'sandbox-secret');
    const patch = (extraction: unknown) => patchTenantConfig(sandbox, { extraction });
    const broken = await patch({ quote_schema: { fields: { line_items: { type: 'table' } } } });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    const patched = await patch({
      quote_schema: {
        fields: {
          line_items: {
            type: 'array',
            fields: { description: { type: 'string' }, quantity: { type: 'number' } },
          },
        },
      },
      customer_format_hints: { 'CUST-E2E-7': { decimal_separator: '.' } },
      locale_defaults: { by_branch: { 'BR-E2E-CH': { country: 'CH' } } },
    });
    expect(patched.status).toBe(200);
    try {
      const body = 'Bitte um Angebot:\n- 1.250 m Schlauch DN 10\n- Kabelbinder schwarz: 10\n';
      const extract = (extra: Record<string, unknown>) =>
        call('/v1/extract/quote', {
          method: 'POST',
          headers: authHeaders(sandbox),
          json: { case_id: `ex-config-${Object.keys(extra).join('-') || 'none'}`, body, ...extra },
        });
      type Items = { line_items: Record<string, unknown>[] };
      const plain = await extract({});
      expect(plain.status).toBe(200);
      expectMatchesContract('POST', '/v1/extract/quote', plain);
      const plainBody = plain.body as Items & Record<string, unknown>;
      // Only the schema's fields: no unit on the items, no delivery or payment sections.
      expect(plainBody.line_items.map((item) => item.quantity)).toEqual([1250, 10]);
      expect(plainBody.line_items.every((item) => !('unit' in item))).toBe(true);
      expect(plainBody.delivery_requirements).toBeUndefined();
      expect(plainBody.payment_terms).toBeUndefined();
      const customer = await extract({ customer_id: 'CUST-E2E-7' });
      expect((customer.body as Items).line_items.map((item) => item.quantity)).toEqual([1.25, 10]);
      const branch = await extract({ branch_id: 'BR-E2E-CH' });
      expect((branch.body as Items).line_items.map((item) => item.quantity)).toEqual([1.25, 10]);
      const override = await extract({
        branch_id: 'BR-E2E-CH',
        quote_schema: { fields: { line_items: { type: 'array' } } },
      });
      expect((override.body as Items).line_items[0]).toMatchObject({ quantity: 1.25, unit: 'm' });
    } finally {
      const reset = await patch({
        quote_schema: null,
        customer_format_hints: null,
        locale_defaults: null,
      });
      expect(reset.status).toBe(200);
    }
  });

  it('sends a scan that needs OCR to an async job without being asked, and completes it', async () => {
    const demo = await token();
    const headers = authHeaders(demo, 'ex-scan-1');
    const scan = await buildScannedPdf(renderTablePng());
    const accepted = await call('/v1/extract/quote', {
      method: 'POST',
      headers,
      json: {
        case_id: 'ex-scan-1',
        body: 'Bitte um Angebot laut beiliegendem Scan.',
        attachments: [
          {
            filename: 'scan.pdf',
            content_type: 'application/pdf',
            content_base64: Buffer.from(scan).toString('base64'),
          },
        ],
      },
    });
    expect(accepted.status).toBe(202);
    expectMatchesContract('POST', '/v1/extract/quote', accepted);
    const { job_id } = accepted.body as { job_id: string };
    const done = await waitFor(
      async () => {
        const job = await call(`/v1/jobs/${job_id}`, { headers });
        const status = (job.body as { status?: string }).status;
        return status === 'complete' || status === 'failed' ? job : undefined;
      },
      60_000,
      300,
    );
    expect(done.body).toMatchObject({ status: 'complete' });
    const result = (done.body as { result: { line_items: { source: { document: string } }[] } })
      .result;
    expect(result.line_items.some((item) => item.source.document === 'scan.pdf')).toBe(true);
  }, 90_000);
});
