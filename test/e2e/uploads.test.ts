/** Presigned uploads are bounded: a declared size is signed into the URL, and capped. */
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#platform/attachments/uploads';
import { authHeaders, call, token, useRuntimeEnv } from '../support/http';
import { expectMatchesContract } from '../support/openapi';

useRuntimeEnv();

describe('POST /v1/attachments', () => {
  it('signs a declared size into the upload URL, and the upload is read by reference', async () => {
    const demo = await token();
    const content = 'Request for quotation: 50 pcs bearing 6204-2RS, please send your best price.';
    const created = await call('/v1/attachments', {
      method: 'POST',
      headers: authHeaders(demo),
      json: {
        filename: 'rfq.txt',
        content_type: 'text/plain',
        size_bytes: Buffer.byteLength(content),
      },
    });
    expect(created.status).toBe(201);
    expectMatchesContract('POST', '/v1/attachments', created);
    const body = created.body as { upload_id: string; upload_url: string; max_bytes: number };
    expect(body.max_bytes).toBe(MAX_UPLOAD_BYTES);
    expect(new URL(body.upload_url).searchParams.get('X-Amz-SignedHeaders')).toContain(
      'content-length',
    );
    const put = await fetch(body.upload_url, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/plain' },
      body: content,
    });
    expect(put.status).toBe(200);
    const reference = {
      filename: 'rfq.txt',
      content_type: 'text/plain',
      upload_id: body.upload_id,
    };
    const extracted = await call('/v1/extract/quote', {
      method: 'POST',
      headers: authHeaders(demo),
      json: {
        case_id: 'upload-twice',
        received_at: '2026-11-16T09:00:00Z',
        body: '',
        attachments: [reference, reference],
      },
    });
    expect(extracted.status).toBe(200);
    const processed = (extracted.body as { attachments_processed: { status: string }[] })
      .attachments_processed;
    expect(processed.map((attachment) => attachment.status)).toEqual(['processed', 'processed']);
  });

  it('refuses a declared size above the bound with a spec-shaped 400', async () => {
    const demo = await token();
    const created = await call('/v1/attachments', {
      method: 'POST',
      headers: authHeaders(demo),
      json: {
        filename: 'huge.pdf',
        content_type: 'application/pdf',
        size_bytes: MAX_UPLOAD_BYTES + 1,
      },
    });
    expect(created.status).toBe(400);
    expectMatchesContract('POST', '/v1/attachments', created);
    expect((created.body as { error_code: string }).error_code).toBe('INVALID_PAYLOAD');
  });
});
