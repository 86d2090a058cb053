import { type ReadDocument, readAttachment, skippedAttachment } from '#domain/documents/index';
import { readUpload } from '#platform/attachments/uploads';
import type { BlobStore } from '#platform/storage/blobs';

export interface AttachmentRef {
  filename: string;
  content_type: string;
  content_base64?: string | undefined;
  upload_id?: string | undefined;
}

/**
 * Reads every attachment through the extractor's pipeline (inline base64 or a previous upload);
 * a file that cannot be read comes back skipped with its reason, never as an exception, and an
 * upload above the readers' bound is skipped `too_large` without being read past it.
 * `languageHint` (ISO 639-1) is the message's language, which picks the OCR models for scans.
 * An upload referenced more than once is fetched once, and read once per name and type.
 */
export async function readAttachments(
  blobs: BlobStore,
  tenantId: string,
  attachments: readonly AttachmentRef[] = [],
  languageHint?: string | null,
): Promise<ReadDocument[]> {
  const uploads = new Map<string, Promise<Uint8Array>>();
  const reads = new Map<string, Promise<ReadDocument>>();
  const read = async (attachment: AttachmentRef, bytes: Promise<Uint8Array>) => {
    const input = { filename: attachment.filename, contentType: attachment.content_type };
    let content: Uint8Array;
    try {
      content = await bytes;
    } catch (error) {
      if ((error as Error).name === 'UploadTooLargeError')
        return skippedAttachment(input, 'too_large');
      throw error;
    }
    return readAttachment({ ...input, bytes: content, ...(languageHint ? { languageHint } : {}) });
  };
  return Promise.all(
    attachments.map(async (attachment, index) => {
      const uploadId = attachment.upload_id;
      if (!uploadId) {
        const inline = new Uint8Array(Buffer.from(attachment.content_base64 ?? '', 'base64'));
        return read(attachment, Promise.resolve(inline));
      }
      const readKey = JSON.stringify([uploadId, attachment.filename, attachment.content_type]);
      let document = reads.get(readKey);
      if (!document) {
        let bytes = uploads.get(uploadId);
        if (!bytes) {
          bytes = readUpload(blobs, tenantId, uploadId, `/attachments/${index}/upload_id`);
          uploads.set(uploadId, bytes);
        }
        document = read(attachment, bytes);
        reads.set(readKey, document);
      }
      // Callers may annotate a document; each reference gets its own.
      return { ...(await document) };
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
