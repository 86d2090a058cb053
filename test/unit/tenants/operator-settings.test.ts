import { describe, expect, it } from 'vitest';
import type { AuditLog } from '#platform/audit/record';
import type { Principal } from '#platform/auth/ports';
import type { VersionedConfig } from '#platform/tenants/config';
import {
  applyOperatorSettings,
  clearTenantConfigCache,
  patchTenantConfig,
} from '#platform/tenants/config-service';
import type { TenantConfigStore } from '#platform/tenants/config-store';

function memoryStore(): TenantConfigStore {
  const versions = new Map<string, VersionedConfig[]>();
  return {
    current: async (tenant) => versions.get(tenant)?.at(-1),
    version: async (tenant, version) => versions.get(tenant)?.find((v) => v.version === version),
    save: async (tenant, expected, next) => {
      const list = versions.get(tenant) ?? [];
      if ((list.at(-1)?.version ?? 0) !== expected) return false;
      versions.set(tenant, [...list, next]);
      return true;
    },
  };
}

const audit: AuditLog = { append: async () => undefined };
const principal = { tenantId: 'tenant-admin', subject: 'admin-client' } as Principal;

async function tenantPatch(store: TenantConfigStore, patch: Record<string, unknown>) {
  return patchTenantConfig({ store, audit }, patch, { principal, correlationId: 'corr' });
}

describe('PATCH /v1/admin/config by a tenant admin', () => {
  it('cannot switch on loopback webhooks (its own SSRF guard)', async () => {
    clearTenantConfigCache();
    const store = memoryStore();
    await expect(tenantPatch(store, { webhooks: { allow_loopback: true } })).rejects.toMatchObject({
      name: 'InvalidPayloadError',
      details: { problems: [{ pointer: '/webhooks/allow_loopback' }] },
    });
    expect(await store.current('tenant-admin')).toBeUndefined();
  });

  it('cannot raise its rate limits above the plan, nor change the plan', async () => {
    clearTenantConfigCache();
    const store = memoryStore();
    await expect(
      tenantPatch(store, { rate_limits: { per_module_rps: 100_000, burst_rps: 100_000 } }),
    ).rejects.toMatchObject({
      details: {
        problems: [
          { pointer: '/rate_limits/per_module_rps' },
          { pointer: '/rate_limits/burst_rps' },
        ],
      },
    });
    await expect(
      tenantPatch(store, { plan: { rate_limits: { per_module_rps: 100_000 } } }),
    ).rejects.toMatchObject({ details: { problems: [{ pointer: '/plan' }] } });
    // Lowering stays the tenant's choice.
    const lowered = await tenantPatch(store, { rate_limits: { per_module_rps: 5, burst_rps: 5 } });
    expect(lowered.config.rate_limits.per_module_rps).toBe(5);
  });

  it('keeps what the operator set: loopback and a larger plan', async () => {
    clearTenantConfigCache();
    const store = memoryStore();
    await applyOperatorSettings(store, 'tenant-admin', {
      webhooks: { allow_loopback: true },
      plan: { rate_limits: { per_module_rps: 500, burst_rps: 500 } },
    });
    const raised = await tenantPatch(store, {
      rate_limits: { per_module_rps: 400, burst_rps: 450 },
    });
    expect(raised.config.webhooks.allow_loopback).toBe(true);
    expect(raised.config.rate_limits).toMatchObject({ per_module_rps: 400, burst_rps: 450 });
    await expect(
      tenantPatch(store, { rate_limits: { per_module_rps: 501, burst_rps: 501 } }),
    ).rejects.toMatchObject({ name: 'InvalidPayloadError' });
  });
});
