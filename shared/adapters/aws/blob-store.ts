import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type BucketId, bucketName } from '#platform/resources';
import { type BlobStore, BlobTooLargeError } from '#platform/storage/blobs';
import { s3Client } from './clients';

/**
 * Objects above this go up in parts: one request body stays small (the local S3 emulator takes at
 * most 11 MiB per request; a demo catalogue snapshot is 17 MB), and S3 wants parts of at least 5 MiB.
 */
const MULTIPART_PART_BYTES = 8 * 1024 * 1024;

/**
 * The body's chunks, stopped as soon as they pass `maxBytes`: a length header can be missing, or
 * the object larger than the header said, and neither may make the reader hold more.
 */
async function readWithin(
  key: string,
  body: AsyncIterable<Uint8Array> & { destroy?: () => void },
  maxBytes: number,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      body.destroy?.();
      throw new BlobTooLargeError(key, total, maxBytes);
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks, total));
}

export class S3BlobStore implements BlobStore {
  private readonly bucket: string;

  constructor(bucket: BucketId) {
    this.bucket = bucketName(bucket);
  }

  async put(
    key: string,
    body: Uint8Array | string,
    contentType = 'application/octet-stream',
  ): Promise<void> {
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    if (bytes.byteLength > MULTIPART_PART_BYTES) {
      await this.putInParts(key, bytes, contentType);
      return;
    }
    await s3Client().send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  private async putInParts(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const client = s3Client();
    const { UploadId } = await client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }),
    );
    if (!UploadId) throw new Error(`S3 gave no upload id for ${key}`);
    try {
      const parts: { ETag: string; PartNumber: number }[] = [];
      for (let offset = 0; offset < bytes.byteLength; offset += MULTIPART_PART_BYTES) {
        const PartNumber = parts.length + 1;
        const { ETag } = await client.send(
          new UploadPartCommand({
            Bucket: this.bucket,
            Key: key,
            UploadId,
            PartNumber,
            Body: bytes.subarray(offset, offset + MULTIPART_PART_BYTES),
          }),
        );
        if (!ETag) throw new Error(`S3 gave no ETag for part ${PartNumber} of ${key}`);
        parts.push({ ETag, PartNumber });
      }
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId }))
        .catch(() => undefined);
      throw error;
    }
  }

  async get(key: string, options: { maxBytes?: number } = {}): Promise<Uint8Array | undefined> {
    const { maxBytes } = options;
    try {
      const response = await s3Client().send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!response.Body) return undefined;
      if (maxBytes === undefined) return await response.Body.transformToByteArray();
      const body = response.Body as AsyncIterable<Uint8Array> & { destroy?: () => void };
      if ((response.ContentLength ?? 0) > maxBytes) {
        // Closes the connection instead of draining a body nobody will read.
        body.destroy?.();
        throw new BlobTooLargeError(key, response.ContentLength ?? 0, maxBytes);
      }
      return await readWithin(key, body, maxBytes);
    } catch (error) {
      if (
        error instanceof NoSuchKey ||
        (error as Error).name === 'NoSuchKey' ||
        (error as Error).name === 'NotFound'
      )
        return undefined;
      throw error;
    }
  }

  presignPut(
    key: string,
    contentType: string,
    expiresInSeconds: number,
    options: { contentLength?: number } = {},
  ): Promise<string> {
    return getSignedUrl(
      s3Client(),
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ContentType: contentType,
        ...(options.contentLength === undefined ? {} : { ContentLength: options.contentLength }),
      }),
      // A given Content-Length is signed (X-Amz-SignedHeaders=content-length;host), so S3 refuses
      // a body of any other size.
      { expiresIn: expiresInSeconds },
    );
  }

  presignGet(key: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: expiresInSeconds,
    });
  }

  async putStream(
    key: string,
    chunks: AsyncIterable<string>,
    contentType = 'application/octet-stream',
  ): Promise<{ bytes: number }> {
    let buffered: Buffer[] = [];
    let bufferedBytes = 0;
    let total = 0;
    let uploadId: string | undefined;
    const parts: { ETag: string | undefined; PartNumber: number }[] = [];
    const flushPart = async () => {
      if (uploadId === undefined) {
        const created = await s3Client().send(
          new CreateMultipartUploadCommand({
            Bucket: this.bucket,
            Key: key,
            ContentType: contentType,
          }),
        );
        uploadId = created.UploadId;
      }
      const body = Buffer.concat(buffered);
      buffered = [];
      bufferedBytes = 0;
      const partNumber = parts.length + 1;
      const uploaded = await s3Client().send(
        new UploadPartCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: partNumber,
          Body: body,
        }),
      );
      parts.push({ ETag: uploaded.ETag, PartNumber: partNumber });
    };
    try {
      for await (const chunk of chunks) {
        const bytes = Buffer.from(chunk, 'utf8');
        buffered.push(bytes);
        bufferedBytes += bytes.length;
        total += bytes.length;
        if (bufferedBytes >= MULTIPART_PART_BYTES) await flushPart();
      }
      if (uploadId === undefined) {
        await this.put(key, Buffer.concat(buffered), contentType);
        return { bytes: total };
      }
      if (bufferedBytes > 0) await flushPart();
      await s3Client().send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
      return { bytes: total };
    } catch (error) {
      if (uploadId !== undefined) {
        await s3Client()
          .send(
            new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
          )
          .catch(() => undefined);
      }
      throw error;
    }
  }
}
