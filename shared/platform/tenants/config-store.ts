import type { VersionedConfig } from './config';

/**
 * A per-tenant document kept in numbered versions (configuration, thresholds, calibrators): the
 * current one is read on every decision, older ones stay readable for audit and rollback.
 */
export interface VersionedStore<T extends { version: number }> {
  /** The current version, or undefined when the tenant never stored one. */
  current(tenantId: string): Promise<T | undefined>;
  version(tenantId: string, version: number): Promise<T | undefined>;
  /**
   * Stores `next` as version `expectedVersion + 1`; false when another writer got there first
   * (optimistic concurrency), so the caller re-reads and re-applies its change.
   */
  save(tenantId: string, expectedVersion: number, next: T): Promise<boolean>;
}

export type TenantConfigStore = VersionedStore<VersionedConfig>;
