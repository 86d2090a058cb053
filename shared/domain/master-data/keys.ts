import type { DatasetRecordMap, MasterDataset } from './schemas';

const normalisePart = (value: string | null | undefined): string =>
  (value ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * What identifies a record for an upsert: a later record with the same key replaces the earlier
 * one. Datasets without an id use the fields that make a row unique in the source systems.
 */
export const RECORD_KEYS: { [D in MasterDataset]: (record: DatasetRecordMap[D]) => string } = {
  customers: (record) => record.customer_id,
  ship_tos: (record) => record.ship_to_id,
  contacts: (record) => record.contact_id,
  products: (record) => record.product_id,
  cross_references: (record) =>
    `${normalisePart(record.manufacturer)}|${normalisePart(record.mpn).replace(/[\s./-]/g, '')}`,
  order_history: (record) =>
    `${record.customer_id}|${record.product_id}|${record.ordered_at ?? ''}|${record.customer_part_number ?? ''}`,
  branch_overrides: (record) => `${record.branch_id}|${normalisePart(record.match_text)}`,
};

export function recordKey<D extends MasterDataset>(
  dataset: D,
  record: DatasetRecordMap[D],
): string {
  return RECORD_KEYS[dataset](record);
}

/** Upsert semantics in memory: later records win, order of first appearance is kept. */
export function dedupeByKey<D extends MasterDataset>(
  dataset: D,
  records: readonly DatasetRecordMap[D][],
): DatasetRecordMap[D][] {
  const byKey = new Map<string, DatasetRecordMap[D]>();
  for (const record of records) byKey.set(recordKey(dataset, record), record);
  return [...byKey.values()];
}
