/** Object storage port (S3 in the cloud, s3rver locally), always under a tenant's prefix. */
export interface BlobStore {
  put(key: string, body: Uint8Array | string, contentType?: string): Promise<void>;
  /**
   * Undefined when the object does not exist. With `maxBytes`, a larger object is refused with
   * `BlobTooLargeError`: before its body is read when its length is known, else as soon as more
   * than `maxBytes` have arrived, so a caller bounds the memory it spends either way.
   */
  get(key: string, options?: { maxBytes?: number }): Promise<Uint8Array | undefined>;
  /**
   * A presigned PUT URL valid for `expiresInSeconds`. With `contentLength`, the length is part of
   * the signature: the store refuses a body of any other size.
   */
  presignPut(
    key: string,
    contentType: string,
    expiresInSeconds: number,
    options?: { contentLength?: number },
  ): Promise<string>;
  presignGet(key: string, expiresInSeconds: number): Promise<string>;
  /** Writes a large object from chunks without holding it all in memory (multipart above one part). */
  putStream(
    key: string,
    chunks: AsyncIterable<string>,
    contentType?: string,
  ): Promise<{ bytes: number }>;
}

export class BlobTooLargeError extends Error {
  constructor(
    readonly key: string,
    readonly bytes: number,
    readonly maxBytes: number,
  ) {
    super(`${key} holds ${bytes} bytes, more than the ${maxBytes} the caller accepts`);
    this.name = 'BlobTooLargeError';
  }
}
