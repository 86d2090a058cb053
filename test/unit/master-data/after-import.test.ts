import { describe, expect, it } from 'vitest';
import { queueProductIndexBuild } from '#application/product-index';
import type { ImportSummary } from '#domain/master-data/import';
import type { MasterDataset } from '#domain/master-data/schemas';
import { followImport } from '#platform/master-data/after-import';
import type { MessageQueue } from '#platform/queues/ports';

const summary = (dataset: MasterDataset, generation: number): ImportSummary => ({
  dataset,
  mode: 'replace',
  received: 1,
  imported: 1,
  rejected: 0,
  errors: [],
  ignored_fields: [],
  generation,
  total: 1,
});

function recordingQueue(): MessageQueue & { sent: unknown[] } {
  const sent: unknown[] = [];
  return { sent, send: async (body) => void sent.push(body) };
}

describe('after an import through the API', () => {
  it('queues the product index build for the datasets the index is built from, only', async () => {
    const queue = recordingQueue();
    const queueBuild = queueProductIndexBuild(queue);
    for (const dataset of ['products', 'cross_references', 'customers', 'contacts'] as const)
      await queueBuild('t1', summary(dataset, 7));
    expect(queue.sent).toEqual([
      { tenantId: 't1', dataset: 'products', generation: 7 },
      { tenantId: 't1', dataset: 'cross_references', generation: 7 },
    ]);
  });

  it('leaves the import standing when the queue refuses the message', async () => {
    const failing: MessageQueue = {
      send: async () => {
        throw new Error('queue unavailable');
      },
    };
    await expect(
      followImport(queueProductIndexBuild(failing), 't1', summary('products', 2)),
    ).resolves.toBeUndefined();
  });
});
