import { ErrorCode, ServiceError } from '../../errors';
import type { MasterDataset } from './schemas';

/** Where a dataset's current generation is, and what it holds. */
export interface DatasetPointer {
  generation: number;
  count: number;
  imported_at: string;
}

/**
 * Master data is stored as one snapshot per dataset generation; a pointer names the current one.
 * An import writes a new snapshot and then moves the pointer on the condition that it still points
 * where the import started, so readers always see one whole generation, never half of two.
 */
export interface MasterDataStore {
  pointer(tenantId: string, dataset: MasterDataset): Promise<DatasetPointer | undefined>;
  pointers(tenantId: string): Promise<Partial<Record<MasterDataset, DatasetPointer>>>;
  readSnapshot(tenantId: string, dataset: MasterDataset, generation: number): Promise<unknown[]>;
  writeSnapshot(
    tenantId: string,
    dataset: MasterDataset,
    generation: number,
    records: readonly unknown[],
  ): Promise<void>;
  /** False when another import moved the pointer first. */
  movePointer(
    tenantId: string,
    dataset: MasterDataset,
    from: number,
    to: DatasetPointer,
  ): Promise<boolean>;
}

/**
 * A pointer names a snapshot that storage no longer has (a damaged or partly deleted data
 * directory, a bucket emptied by hand): 503 UPSTREAM_ERROR telling to import the dataset again.
 * Retrying cannot help, and it is not the service's bug, so it is not a 500.
 */
export class MasterDataSnapshotMissingError extends ServiceError {
  constructor(dataset: MasterDataset, generation: number) {
    super(
      ErrorCode.UPSTREAM_ERROR,
      `The stored ${dataset} master data (generation ${generation}) is missing from storage; import the ${dataset} dataset again (POST /v1/admin/master-data/${dataset}?mode=replace).`,
      { status: 503, details: { reason: 'master_data_missing', dataset, generation } },
    );
    this.name = 'MasterDataSnapshotMissingError';
  }
}
