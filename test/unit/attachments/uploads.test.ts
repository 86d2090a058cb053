import { Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { S3BlobStore } from '#adapters/aws/blob-store';
import { readAttachments } from '#application/attachments';
import { DEFAULT_LIMITS } from '#domain/documents/types';
import { createUpload, MAX_UPLOAD_BYTES, uploadKey } from '#platform/attachments/uploads';
import { type BlobStore, BlobTooLargeError } from '#platform/storage/blobs';

const tenantId = 'tenant-a';
const uploadId = `up_${'a'.repeat(32)}`;

/**
 * An object store that holds sizes rather than bytes, hands out bytes only as S3BlobStore would
 * (refusing an object over `maxBytes` before its body), and counts what it was asked and gave.
 */
class CountingBlobStore implements BlobStore {
  gets = 0;
  bytesHandedOut = 0;
  presigned: Array<{ contentLength?: number }> = [];
  constructor(private readonly objects: Map<string, { size: number; text?: string }>) {}
  async get(key: string, options: { maxBytes?: number } = {}) {
    this.gets++;
    const object = this.objects.get(key);
    if (!object) return undefined;
    if (options.maxBytes !== undefined && object.size > options.maxBytes)
      throw new BlobTooLargeError(key, object.size, options.maxBytes);
    this.bytesHandedOut += object.size;
    return object.text === undefined
      ? new Uint8Array(object.size)
      : new TextEncoder().encode(object.text);
  }
  async presignPut(
    key: string,
    _contentType: string,
    _seconds: number,
    options: { contentLength?: number } = {},
  ) {
    this.presigned.push(options);
    return `https://storage.example/${key}`;
  }
  async put() {}
  async presignGet() {
    return '';
  }
  async putStream() {
    return { bytes: 0 };
  }
}

const text = 'Anfrage: 50 Stk Kugellager 6204-2RS, bitte um Ihr Angebot.';

describe('reading uploaded attachments', () => {
  it('fetches and reads an upload referenced 50 times once', async () => {
    const store = new CountingBlobStore(
      new Map([[uploadKey(tenantId, uploadId), { size: text.length, text }]]),
    );
    const references = Array.from({ length: 50 }, () => ({
      filename: 'rfq.txt',
      content_type: 'text/plain',
      upload_id: uploadId,
    }));
    const documents = await readAttachments(store, tenantId, references);
    expect(store.gets).toBe(1);
    expect(documents).toHaveLength(50);
    expect(documents.every((document) => document.status === 'processed')).toBe(true);
    expect(documents[0]).not.toBe(documents[1]);
  });

  it('skips an upload above the bound as too_large without taking its bytes', async () => {
    const store = new CountingBlobStore(
      new Map([[uploadKey(tenantId, uploadId), { size: MAX_UPLOAD_BYTES + 1 }]]),
    );
    const [document] = await readAttachments(store, tenantId, [
      { filename: 'huge.pdf', content_type: 'application/pdf', upload_id: uploadId },
    ]);
    expect(document).toMatchObject({ status: 'skipped', reason: 'too_large', kind: 'pdf' });
    expect(store.bytesHandedOut).toBe(0);
  });

  it('still answers 400 for an upload that does not exist', async () => {
    const store = new CountingBlobStore(new Map());
    await expect(
      readAttachments(store, tenantId, [
        { filename: 'x.txt', content_type: 'text/plain', upload_id: uploadId },
      ]),
    ).rejects.toMatchObject({ name: 'InvalidPayloadError' });
  });
});

describe('creating an upload', () => {
  it('bounds uploads where the readers stop', () => {
    expect(MAX_UPLOAD_BYTES).toBe(DEFAULT_LIMITS.maxBytes);
  });

  it('signs the declared size into the URL and states the bound', async () => {
    const store = new CountingBlobStore(new Map());
    const created = await createUpload(store, tenantId, {
      filename: 'rfq.pdf',
      content_type: 'application/pdf',
      size_bytes: 1234,
    });
    expect(store.presigned).toEqual([{ contentLength: 1234 }]);
    expect(created.max_bytes).toBe(MAX_UPLOAD_BYTES);
    await createUpload(store, tenantId, { filename: 'a.pdf', content_type: 'application/pdf' });
    expect(store.presigned[1]).toEqual({});
  });
});

describe('S3BlobStore', () => {
  const s3 = mockClient(S3Client);
  afterEach(() => s3.reset());

  it('signs Content-Length into a presigned PUT when the size is known', async () => {
    const store = new S3BlobStore('attachments');
    const url = new URL(await store.presignPut('k', 'text/plain', 60, { contentLength: 10 }));
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
    const unsized = new URL(await store.presignPut('k', 'text/plain', 60));
    expect(unsized.searchParams.get('X-Amz-SignedHeaders')).not.toContain('content-length');
  });

  it('stops reading a body without a length header once it passes maxBytes', async () => {
    let chunksRead = 0;
    const chunks = (function* () {
      for (let index = 0; index < 1_000; index++) {
        chunksRead++;
        yield Buffer.alloc(64 * 1024);
      }
    })();
    s3.on(GetObjectCommand).resolves({ Body: Readable.from(chunks) as never });
    const store = new S3BlobStore('attachments');
    await expect(store.get('k', { maxBytes: 1024 * 1024 })).rejects.toBeInstanceOf(
      BlobTooLargeError,
    );
    // 16 chunks fit in the budget, the 17th passes it; the stream buffers a few more at most.
    expect(chunksRead).toBeLessThan(40);
  });

  it('refuses a body whose length header is over maxBytes before reading it', async () => {
    s3.on(GetObjectCommand).resolves({
      Body: Readable.from([Buffer.alloc(10)]) as never,
      ContentLength: 5_000_000,
    });
    const store = new S3BlobStore('attachments');
    await expect(store.get('k', { maxBytes: 1_000 })).rejects.toBeInstanceOf(BlobTooLargeError);
  });
});
