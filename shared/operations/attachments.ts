import { readUpload } from '../attachments/uploads';
import { type ReadDocument, readAttachment } from '../documents';
import type { BlobStore } from '../storage/blobs';

export interface AttachmentRef {
  filename: string;
  content_type: string;
  content_base64?: string | undefined;
  upload_id?: string | undefined;
}

/**
 * Reads every attachment through the extractor's pipeline (inline base64 or a previous upload);
 * a file that cannot be read comes back skipped with its reason, never as an exception.
 * `languageHint` (ISO 639-1) is the message's language, which picks the OCR models for scans.
 */
export async function readAttachments(
  blobs: BlobStore,
  tenantId: string,
  attachments: readonly AttachmentRef[] = [],
  languageHint?: string | null,
): Promise<ReadDocument[]> {
  return Promise.all(
    attachments.map(async (attachment, index) => {
      const bytes = attachment.upload_id
        ? await readUpload(blobs, tenantId, attachment.upload_id, `/attachments/${index}/upload_id`)
        : new Uint8Array(Buffer.from(attachment.content_base64 ?? '', 'base64'));
      return readAttachment({
        filename: attachment.filename,
        contentType: attachment.content_type,
        bytes,
        ...(languageHint ? { languageHint } : {}),
      });
    }),
  );
}

/** The plain text of a read document, page by page, for modules that only need words. */
export function documentText(document: ReadDocument, maxChars = 20_000): string {
  const text = document.pages
    .map((page) => page.lines.map((line) => line.text).join('\n'))
    .join('\n\n');
  return text.length > maxChars ? text.slice(0, maxChars) : text;
}
