export const TenantStatus = { active: 'active', disabled: 'disabled' } as const;
export type TenantStatus = (typeof TenantStatus)[keyof typeof TenantStatus];

export interface TenantRecord {
  tenantId: string;
  status: TenantStatus;
  /** Access-token lifetime; SPEC 5 default 3600 s. */
  tokenTtlSeconds: number;
  createdAt: string;
}

export interface TenantStore {
  getTenant(tenantId: string): Promise<TenantRecord | undefined>;
  putTenant(record: TenantRecord): Promise<void>;
  /** Every tenant of this stack (a handful: one customer and its sandbox); for scheduled work. */
  listTenants(): Promise<TenantRecord[]>;
}
