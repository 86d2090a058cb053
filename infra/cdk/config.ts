/**
 * Tenant stack configuration: the EU region guard, the per-stage profiles and the parsing of the
 * `-c key=value` context that `cdk deploy` passes.
 */

/** Regions a tenant stack may live in. Data residency: everything stays in the European Union. */
export const EU_REGIONS = [
  'eu-central-1',
  'eu-central-2',
  'eu-west-1',
  'eu-west-2',
  'eu-west-3',
  'eu-south-1',
  'eu-south-2',
  'eu-north-1',
] as const;
export type EuRegion = (typeof EU_REGIONS)[number];

export const Stages = { prod: 'prod', sandbox: 'sandbox' } as const;
export type Stage = (typeof Stages)[keyof typeof Stages];

export const ModelBackends = { embedded: 'embedded', sagemaker: 'sagemaker' } as const;
export type ModelBackend = (typeof ModelBackends)[keyof typeof ModelBackends];

export class TenantConfigError extends Error {
  override name = 'TenantConfigError';
}

export function isEuRegion(region: string): region is EuRegion {
  return (EU_REGIONS as readonly string[]).includes(region);
}

/** Fails synthesis before any resource exists when the region is outside the EU list. */
export function assertEuRegion(region: string | undefined): EuRegion {
  if (!region || !isEuRegion(region)) {
    throw new TenantConfigError(
      `Region '${region ?? '(unset)'}' is not allowed: a tenant stack must be pinned to one EU region (${EU_REGIONS.join(', ')}). Pass -c region=<one of these>.`,
    );
  }
  return region;
}

/** API Gateway stage throttling: the outer guard, set below the tenant limits enforced in code. */
export interface RateLimits {
  /** Steady-state requests per second across the whole API. */
  rateLimit: number;
  burstLimit: number;
  /** The token endpoint gets its own, lower limit: it is unauthenticated and costs an scrypt hash. */
  tokenRateLimit: number;
  tokenBurstLimit: number;
}

export interface CustomDomainOptions {
  domainName: string;
  /** ACM certificate in the stack's region (REGIONAL endpoint). */
  certificateArn: string;
}

export interface PrivateEndpointOptions {
  /** Interface VPC endpoints (execute-api) allowed to call the private API. */
  vpcEndpointIds: string[];
}

export interface TenantStackOptions {
  customDomain?: CustomDomainOptions;
  privateEndpoint?: PrivateEndpointOptions;
  modelBackend: ModelBackend;
  rateLimits: RateLimits;
  /** Attach an AWS WAF web ACL with the managed common and IP-reputation rule sets. */
  waf: boolean;
  /** Sync request timeout per tenant configuration (seconds); API Gateway caps it at 29 s by default. */
  syncTimeoutSeconds: number;
  /** E-mail subscribed to the alarm topic (optional). */
  alarmEmail?: string;
}

export interface TenantStackConfig extends TenantStackOptions {
  tenantId: string;
  region: EuRegion;
  account?: string;
  stage: Stage;
}

/**
 * Spec section 8: 240 requests/second per tenant across modules. The stage limit sits below it as
 * an outer guard so that the per-tenant token buckets in code answer first with a spec 429 body.
 */
export const stageDefaults: Record<
  Stage,
  { rateLimits: RateLimits; waf: boolean; deletionProtection: boolean; logRetentionDays: number }
> = {
  prod: {
    rateLimits: { rateLimit: 200, burstLimit: 400, tokenRateLimit: 20, tokenBurstLimit: 40 },
    waf: true,
    deletionProtection: true,
    logRetentionDays: 365,
  },
  sandbox: {
    rateLimits: { rateLimit: 20, burstLimit: 40, tokenRateLimit: 5, tokenBurstLimit: 10 },
    waf: false,
    deletionProtection: false,
    logRetentionDays: 30,
  },
};

const TENANT_ID = /^[a-z][a-z0-9-]{1,30}[a-z0-9]$/;

export function assertTenantId(tenantId: string | undefined): string {
  if (!tenantId || !TENANT_ID.test(tenantId)) {
    throw new TenantConfigError(
      `Tenant id '${tenantId ?? '(unset)'}' is not valid: use 3-32 lowercase letters, digits and hyphens, starting with a letter (pass -c tenant=<id>).`,
    );
  }
  return tenantId;
}

function positiveNumber(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new TenantConfigError(`-c ${name} must be a positive number, got '${raw}'.`);
  }
  return value;
}

/** Reads a context value: `-c key=value` strings, or typed values set by tests and cdk.json. */
export type ContextReader = (key: string) => unknown;

function text(read: ContextReader, key: string): string | undefined {
  const value = read(key);
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
}

/** Builds the stack configuration from CDK context (`-c tenant=acme -c region=eu-central-1 …`). */
export function configFromContext(read: ContextReader): TenantStackConfig {
  const tenantId = assertTenantId(text(read, 'tenant'));
  const region = assertEuRegion(text(read, 'region') ?? process.env.CDK_DEFAULT_REGION);
  const stageRaw = text(read, 'stage') ?? 'prod';
  if (stageRaw !== 'prod' && stageRaw !== 'sandbox') {
    throw new TenantConfigError(`-c stage must be 'prod' or 'sandbox', got '${stageRaw}'.`);
  }
  const stage: Stage = stageRaw;
  const backendRaw = text(read, 'modelBackend') ?? 'embedded';
  if (backendRaw !== 'embedded' && backendRaw !== 'sagemaker') {
    throw new TenantConfigError(
      `-c modelBackend must be 'embedded' or 'sagemaker', got '${backendRaw}'.`,
    );
  }
  const defaults = stageDefaults[stage];
  const domainName = text(read, 'domainName');
  const certificateArn = text(read, 'certificateArn');
  if ((domainName === undefined) !== (certificateArn === undefined)) {
    throw new TenantConfigError('-c domainName and -c certificateArn must be given together.');
  }
  const vpcEndpointIds = text(read, 'vpcEndpointIds')
    ?.split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const wafRaw = text(read, 'waf');
  const config: TenantStackConfig = {
    tenantId,
    region,
    stage,
    modelBackend: backendRaw,
    rateLimits: {
      ...defaults.rateLimits,
      ...definedOnly({
        rateLimit: positiveNumber(text(read, 'rateLimit'), 'rateLimit'),
        burstLimit: positiveNumber(text(read, 'burstLimit'), 'burstLimit'),
      }),
    },
    waf: wafRaw === undefined ? defaults.waf : wafRaw === 'true',
    syncTimeoutSeconds:
      positiveNumber(text(read, 'syncTimeoutSeconds'), 'syncTimeoutSeconds') ?? 30,
  };
  const account = text(read, 'account') ?? process.env.CDK_DEFAULT_ACCOUNT;
  if (account !== undefined) config.account = account;
  if (domainName && certificateArn) config.customDomain = { domainName, certificateArn };
  if (vpcEndpointIds && vpcEndpointIds.length > 0) config.privateEndpoint = { vpcEndpointIds };
  const alarmEmail = text(read, 'alarmEmail');
  if (alarmEmail) config.alarmEmail = alarmEmail;
  validateConfig(config);
  return config;
}

function definedOnly<T extends Record<string, number | undefined>>(
  values: T,
): Partial<Record<keyof T, number>> {
  const out: Partial<Record<keyof T, number>> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) out[key as keyof T] = value;
  }
  return out;
}

export function validateConfig(config: TenantStackConfig): void {
  assertTenantId(config.tenantId);
  assertEuRegion(config.region);
  if (config.customDomain && config.privateEndpoint) {
    throw new TenantConfigError(
      'A private endpoint and a public custom domain cannot be combined: private callers reach the API through their VPC endpoint.',
    );
  }
  if (config.syncTimeoutSeconds > 900) {
    throw new TenantConfigError('syncTimeoutSeconds cannot exceed the Lambda limit of 900 s.');
  }
  if (config.rateLimits.burstLimit < config.rateLimits.rateLimit) {
    throw new TenantConfigError('burstLimit must be at least rateLimit.');
  }
}

/** Physical-name prefix of every resource of one tenant stack (QCAS_RESOURCE_PREFIX). */
export function resourcePrefix(config: Pick<TenantStackConfig, 'tenantId' | 'stage'>): string {
  return `qcas-${config.tenantId}-${config.stage}`;
}

export function stackName(config: Pick<TenantStackConfig, 'tenantId' | 'stage'>): string {
  return `Qcas-${config.tenantId}-${config.stage}`;
}
