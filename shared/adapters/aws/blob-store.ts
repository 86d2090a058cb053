import { GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type BucketId, bucketName } from '../../resources';
import type { BlobStore } from '../../storage/blobs';
import { s3Client } from './clients';

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
    await s3Client().send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    try {
      const response = await s3Client().send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return response.Body ? await response.Body.transformToByteArray() : undefined;
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

  presignPut(key: string, contentType: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(
      s3Client(),
      new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }),
      { expiresIn: expiresInSeconds },
    );
  }

  presignGet(key: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: expiresInSeconds,
    });
  }
}
