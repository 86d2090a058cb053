import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { S3BlobStore } from '#adapters/aws/blob-store';
import { DynamoS3MasterDataStore } from '#adapters/aws/master-data-store';
import { persistedIndexKey } from '#application/product-index';
import { deserialiseProductIndex } from '#domain/product/index';
import { bucketName } from '#platform/resources';
import { waitFor } from '../support/audit';
import { useRuntimeEnv } from '../support/http';

/**
 * The S3-drop trigger end to end on the shared runtime: a file put into the imports bucket reaches
 * import-master-data as an S3 event notification (the local runtime lists the bucket, as the emulator
 * sends no notifications), the records land in the master-data store, and the outcome is written
 * beside the file under results/. The local runtime serves several tenants, so keys start with one.
 */
const env = useRuntimeEnv();
const s3 = new S3Client({
  region: env.AWS_REGION,
  endpoint: env.QCAS_S3_ENDPOINT,
  forcePathStyle: true,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const TENANT = `drop-${Date.now().toString(36)}`;

afterAll(() => s3.destroy());

const put = (key: string, body: string) =>
  s3.send(new PutObjectCommand({ Bucket: bucketName('imports'), Key: key, Body: body }));

async function result(key: string): Promise<Record<string, unknown> | undefined> {
  try {
    const object = await s3.send(
      new GetObjectCommand({ Bucket: bucketName('imports'), Key: `results/${key}.json` }),
    );
    return JSON.parse((await object.Body?.transformToString()) ?? '{}');
  } catch {
    return undefined;
  }
}

describe('master-data files dropped into the imports bucket', () => {
  it('imports NDJSON into the tenant, reports rejected lines, and refuses an unknown dataset', async () => {
    const key = `${TENANT}/products/catalogue 11.ndjson`;
    await put(
      key,
      [
        JSON.stringify({ product_id: 'P-1', description: 'Sechskantschraube M8x30 DIN 933' }),
        JSON.stringify({ product_id: 'P-2', description: 'Rillenkugellager 6204-2RS' }),
        JSON.stringify({ description: 'no id' }),
      ].join('\n'),
    );
    const outcome = await waitFor(() => result(key), 20_000);
    expect(outcome).toMatchObject({
      status: 'imported',
      summary: { dataset: 'products', mode: 'upsert', imported: 2, rejected: 1, total: 2 },
    });
    const store = new DynamoS3MasterDataStore(new S3BlobStore('masterData'));
    const pointer = await store.pointer(TENANT, 'products');
    expect(pointer?.count).toBe(2);
    const records = (await store.readSnapshot(TENANT, 'products', pointer?.generation ?? 0)) as {
      product_id: string;
    }[];
    expect(records.map((record) => record.product_id).sort()).toEqual(['P-1', 'P-2']);

    const replaced = `${TENANT}/products/replace/only-one.csv`;
    await put(replaced, 'product_id,description\nP-9,Flachdichtung DN50\n');
    expect(await waitFor(() => result(replaced), 20_000)).toMatchObject({
      status: 'imported',
      summary: { mode: 'replace', total: 1 },
    });
    expect((await store.pointer(TENANT, 'products'))?.count).toBe(1);
    // The import stored the product index of the new generations: match containers load it
    // instead of each building it on their first request.
    const stamp = `products:${(await store.pointer(TENANT, 'products'))?.generation},cross_references:0,order_history:0,branch_overrides:0`;
    const stored = await waitFor(
      () => new S3BlobStore('indexes').get(persistedIndexKey(TENANT, stamp)),
      20_000,
    );
    expect(deserialiseProductIndex(stored, { tenantId: TENANT, stamp }).products).toHaveLength(1);

    const unknown = `${TENANT}/prices/list.ndjson`;
    await put(unknown, '{}');
    expect(await waitFor(() => result(unknown), 20_000)).toMatchObject({
      status: 'refused',
      problem: expect.stringContaining('first path segment'),
    });
  }, 60_000);
});
