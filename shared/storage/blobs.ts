/** Object storage port (S3 in the cloud, fauxqs locally), always under a tenant's prefix. */
export interface BlobStore {
  put(key: string, body: Uint8Array | string, contentType?: string): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  /** A presigned PUT URL valid for `expiresInSeconds`. */
  presignPut(key: string, contentType: string, expiresInSeconds: number): Promise<string>;
  presignGet(key: string, expiresInSeconds: number): Promise<string>;
  /** Writes a large object from chunks without holding it all in memory (multipart above one part). */
  putStream(
    key: string,
    chunks: AsyncIterable<string>,
    contentType?: string,
  ): Promise<{ bytes: number }>;
}
