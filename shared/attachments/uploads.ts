import { randomUUID } from 'node:crypto';
import { InvalidPayloadError } from '../errors';
import type { BlobStore } from '../storage/blobs';

export const UPLOAD_URL_SECONDS = 15 * 60;
const UPLOAD_ID = /^up_[a-f0-9]{32}$/;

export function uploadKey(tenantId: string, uploadId: string): string {
  return `uploads/${tenantId}/${uploadId}`;
}

/** A presigned PUT under the tenant's prefix; the bucket's lifecycle removes uploads after 24 hours. */
export async function createUpload(
  blobs: BlobStore,
  tenantId: string,
  request: { filename: string; content_type: string },
  now = new Date(),
) {
  const uploadId = `up_${randomUUID().replace(/-/g, '')}`;
  const uploadUrl = await blobs.presignPut(
    uploadKey(tenantId, uploadId),
    request.content_type,
    UPLOAD_URL_SECONDS,
  );
  return {
    upload_id: uploadId,
    upload_url: uploadUrl,
    expires_at: new Date(now.getTime() + UPLOAD_URL_SECONDS * 1000).toISOString(),
  };
}

/** The bytes of an upload of this tenant, or a clear 400 when there is none. */
export async function readUpload(
  blobs: BlobStore,
  tenantId: string,
  uploadId: string,
  pointer: string,
): Promise<Uint8Array> {
  const bytes = UPLOAD_ID.test(uploadId)
    ? await blobs.get(uploadKey(tenantId, uploadId))
    : undefined;
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
