import { describe, expect, it } from 'vitest';
import { TenantConfig } from '#platform/tenants/config';

describe('tenant configuration: customer_matching and master_data', () => {
  it('has defaults that work', () => {
    const config = TenantConfig.parse({});
    expect(config.customer_matching).toEqual({
      weights: {},
      disambiguation: 'surface_alternatives',
      generic_domains: [],
      own_domains: [],
    });
    expect(config.master_data.refresh_cadence).toBe('manual');
  });

  it('accepts signal weights and group multipliers, refuses unknown names', () => {
    const config = TenantConfig.parse({
      customer_matching: { weights: { sender_domain: 3, behavioural: 0.5 } },
    });
    expect(config.customer_matching.weights).toEqual({ sender_domain: 3, behavioural: 0.5 });
    expect(
      TenantConfig.safeParse({ customer_matching: { weights: { senderdomain: 3 } } }).success,
    ).toBe(false);
    expect(TenantConfig.safeParse({ customer_matching: { disambiguation: 'first' } }).success).toBe(
      false,
    );
    expect(
      TenantConfig.safeParse({ customer_matching: { generic_domains: ['not a domain'] } }).success,
    ).toBe(false);
    expect(
      TenantConfig.safeParse({ customer_matching: { own_domains: ['vantero@supply'] } }).success,
    ).toBe(false);
  });
});
