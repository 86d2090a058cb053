import type { VersionedConfig } from './config';

export interface TenantConfigStore {
  /** The current version, or undefined when the tenant never changed its configuration. */
  current(tenantId: string): Promise<VersionedConfig | undefined>;
  version(tenantId: string, version: number): Promise<VersionedConfig | undefined>;
  /**
   * Stores `next` as version `expectedVersion + 1`; false when another writer got there first
   * (optimistic concurrency), so the caller re-reads and re-applies its patch.
   */
  save(tenantId: string, expectedVersion: number, next: VersionedConfig): Promise<boolean>;
}
