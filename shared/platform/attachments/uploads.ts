import { randomUUID } from 'node:crypto';
import type { BlobStore, BlobTooLargeError } from '#platform/storage/blobs';
import { InvalidPayloadError } from '../../errors';

export const UPLOAD_URL_SECONDS = 15 * 60;
/**
 * The largest attachment the readers take (DEFAULT_LIMITS.maxBytes, asserted equal in the tests):
 * nothing larger is read. Written out here because the request contract uses it, and contracts
 * stay free of the document pipeline (the readyz bundle must not carry it).
 */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
const UPLOAD_ID = /^up_[a-f0-9]{32}$/;

export function uploadKey(tenantId: string, uploadId: string): string {
  return `uploads/${tenantId}/${uploadId}`;
}

/**
 * A presigned PUT under the tenant's prefix; the bucket's lifecycle removes uploads after 24 hours.
 * With `size_bytes` the length is signed into the URL and the store refuses any other size, so
 * nothing above MAX_UPLOAD_BYTES (the request schema's bound) can be put.
 */
export async function createUpload(
  blobs: BlobStore,
  tenantId: string,
  request: { filename: string; content_type: string; size_bytes?: number | undefined },
  now = new Date(),
) {
  const uploadId = `up_${randomUUID().replace(/-/g, '')}`;
  const uploadUrl = await blobs.presignPut(
    uploadKey(tenantId, uploadId),
    request.content_type,
    UPLOAD_URL_SECONDS,
    request.size_bytes === undefined ? {} : { contentLength: request.size_bytes },
  );
  return {
    upload_id: uploadId,
    upload_url: uploadUrl,
    expires_at: new Date(now.getTime() + UPLOAD_URL_SECONDS * 1000).toISOString(),
    max_bytes: MAX_UPLOAD_BYTES,
  };
}

/** The upload held more than the readers take; the attachment is skipped `too_large`. */
export class UploadTooLargeError extends Error {
  constructor(
    readonly uploadId: string,
    options: { cause: BlobTooLargeError },
  ) {
    super(`upload ${uploadId} holds more than ${MAX_UPLOAD_BYTES} bytes`, options);
    this.name = 'UploadTooLargeError';
  }
}

/**
 * The bytes of an upload of this tenant, never more than `maxBytes` of them (UploadTooLargeError
 * past that, without reading the rest), or a clear 400 when there is none.
 */
export async function readUpload(
  blobs: BlobStore,
  tenantId: string,
  uploadId: string,
  pointer: string,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<Uint8Array> {
  let bytes: Uint8Array | undefined;
  try {
    bytes = UPLOAD_ID.test(uploadId)
      ? await blobs.get(uploadKey(tenantId, uploadId), { maxBytes })
      : undefined;
  } catch (error) {
    if ((error as Error).name === 'BlobTooLargeError')
      throw new UploadTooLargeError(uploadId, { cause: error as BlobTooLargeError });
    throw error;
  }
  if (!bytes) {
    throw new InvalidPayloadError(
      `No uploaded file '${uploadId}' for this tenant (never uploaded, or older than 24 hours).`,
      {
        details: { location: 'body', problems: [{ pointer, message: 'unknown upload_id' }] },
      },
    );
  }
  return bytes;
}
