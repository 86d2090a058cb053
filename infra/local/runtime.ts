import { rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { resetClients } from '#adapters/aws/clients';
import { DynamoTenantConfigStore } from '#adapters/aws/config-store';
import { DynamoCredentialStore } from '#adapters/aws/credential-store';
import { DynamoTenantStore } from '#adapters/aws/tenant-store';
import { disposeWorker } from '#domain/documents/index';
import { resetRuntimeConfig } from '#platform/config/runtime';
import type { HostedModels } from '#platform/models/serve';
import { resetServices } from '#platform/services';
import { containerModels } from '../../layers/model-server/models';
import { startBackgroundFunctions } from './background';
import {
  type RunningService,
  startDynamoDb,
  startModelServer,
  startS3,
  startSqs,
} from './emulators';
import { startGateway } from './gateway';
import { startGatewayWorkers } from './gateway-workers';
import { provisionResources } from './provision';
import {
  ensureSigningKeys,
  type LocalTenant,
  localTenants,
  seedTenants,
  usesDefaultSecrets,
} from './seed';

export interface LocalRuntimeOptions {
  host?: string;
  port?: number;
  /** Directory for persisted state (tables and objects); undefined keeps them in memory (tests). */
  dataDir?: string;
  modelBackend?: 'embedded' | 'sagemaker';
  log?: (line: string) => void;
  /** The gateway's integration timeout (API Gateway answers 504 past it; the function runs on). */
  syncTimeoutMs?: number;
  /** Run scheduled functions this often (tests); default: their cloud rate. */
  scheduleEveryMs?: number;
  /** Extra environment for the functions, e.g. shorter queue visibility in tests. */
  env?: Record<string, string>;
  /** Models the local SageMaker-compatible server hosts beside the deployed ones (tests). */
  extraModels?: HostedModels;
  /** False: no queue pollers or schedules (a test that runs its own workers); default true. */
  background?: boolean;
  /**
   * Gateway processes. 1 (the default): the handlers run in this process, next to the emulators.
   * More: that many cluster workers share the port, each with its own copy of every handler, and
   * this process keeps the emulators, the queue pollers and the schedules.
   */
  workers?: number;
}

export interface LocalRuntime {
  url: string;
  tenants: LocalTenant[];
  services: {
    dynamodb: RunningService;
    sqs: RunningService;
    s3: RunningService;
    models: RunningService;
  };
  env: Record<string, string>;
  /** The processes serving the gateway (this one alone when `workers` is 1). */
  gatewayPids(): number[];
  stop(): Promise<void>;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|::1)$/;
const MODEL_ENDPOINT_PREFIX = 'qcas-local-';

/**
 * Everything `npm start` runs, in this process: the emulators, the resources, two seeded tenants, the
 * SageMaker-compatible model server and the API gateway. The same function backs the test setup.
 */
export async function startLocalRuntime(options: LocalRuntimeOptions = {}): Promise<LocalRuntime> {
  const host = options.host ?? '127.0.0.1';
  const tenants = localTenants();
  if (!LOOPBACK.test(host) && usesDefaultSecrets(tenants)) {
    throw new Error(
      `Refusing to listen on ${host} with the default local secrets; set QCAS_DEMO_CLIENT_SECRET, QCAS_SANDBOX_CLIENT_SECRET and QCAS_SANDBOX_API_KEY.`,
    );
  }
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  const started: RunningService[] = [];
  const stopAll = async () => {
    for (const service of started.reverse()) await service.stop().catch(() => undefined);
  };
  try {
    const dynamodb = await startDynamoDb(dataDir ? { path: join(dataDir, 'dynamodb') } : {});
    started.push(dynamodb);
    const sqs = await startSqs();
    started.push(sqs);
    // Objects live beside the tables: master data imported before a restart is still there after it.
    const s3 = await startS3(dataDir ? { path: join(dataDir, 's3') } : {});
    started.push(s3);
    // The same models the SageMaker container serves, one endpoint each.
    const models = await startModelServer({
      endpointPrefix: MODEL_ENDPOINT_PREFIX,
      models: { ...containerModels, ...options.extraModels },
    });
    started.push(models);

    const keysFile = join(dataDir ?? join(process.cwd(), '.data', 'test'), 'signing-keys.json');
    await ensureSigningKeys(keysFile);
    const env: Record<string, string> = {
      AWS_REGION: process.env.AWS_REGION ?? 'eu-central-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      QCAS_DYNAMODB_ENDPOINT: dynamodb.url,
      QCAS_SQS_ENDPOINT: sqs.url,
      QCAS_S3_ENDPOINT: s3.url,
      QCAS_SAGEMAKER_ENDPOINT: models.url,
      QCAS_MODEL_BACKEND:
        options.modelBackend ??
        (process.env.QCAS_MODEL_BACKEND === 'sagemaker' ? 'sagemaker' : 'embedded'),
      QCAS_MODEL_ENDPOINT_PREFIX: MODEL_ENDPOINT_PREFIX,
      QCAS_SIGNING_KEYS_FILE: keysFile,
      QCAS_RESOURCE_PREFIX: 'qcas-local',
      QCAS_STAGE: 'local',
      // EMF lines on a developer's console are noise; Lambda (and POWERTOOLS_METRICS_DISABLED=false) emit them.
      POWERTOOLS_METRICS_DISABLED: process.env.POWERTOOLS_METRICS_DISABLED ?? 'true',
      ...options.env,
    };
    // The handlers run in this process, exactly as they would in Lambda, configured by environment.
    Object.assign(process.env, env);
    delete process.env.AWS_PROFILE;
    resetRuntimeConfig();
    resetClients();
    resetServices();

    await provisionResources({
      region: env.AWS_REGION ?? 'eu-central-1',
      dynamodb: dynamodb.url,
      sqs: sqs.url,
      s3: s3.url,
      env,
    });
    await seedTenants(tenants, {
      credentials: new DynamoCredentialStore(),
      tenants: new DynamoTenantStore(),
      config: new DynamoTenantConfigStore(),
    });

    const port = options.port ?? 3000;
    const workers = Math.max(1, Math.floor(options.workers ?? 1));
    // SPEC 8: 30 s by default, 90 s suggested for large extraction.
    const integrationTimeoutMs = (fn: string) =>
      options.syncTimeoutMs ?? (fn === 'extract-quote' ? 90_000 : 30_000);
    const issuerOverride = process.env.QCAS_ISSUER_OVERRIDE;
    if (issuerOverride || port !== 0)
      process.env.QCAS_ISSUER = issuerOverride ?? `http://${host}:${port}`;
    // A random port is known once listening; until then no issuer (a gateway worker sets its own).
    else delete process.env.QCAS_ISSUER;
    const gateway =
      workers === 1
        ? await startGateway({
            host,
            port,
            ...(options.log ? { log: options.log } : {}),
            integrationTimeoutMs,
          })
        : await startGatewayWorkers({
            count: workers,
            host,
            port,
            integrationTimeoutMs: {
              default: integrationTimeoutMs('default'),
              'extract-quote': integrationTimeoutMs('extract-quote'),
            },
            ...(options.log ? { log: options.log } : {}),
          });
    const url = gateway.url;
    process.env.QCAS_ISSUER ??= url;
    env.QCAS_ISSUER = process.env.QCAS_ISSUER;
    resetRuntimeConfig();
    resetServices();
    const background =
      options.background === false
        ? undefined
        : startBackgroundFunctions({
            sqsEndpoint: sqs.url,
            s3Endpoint: s3.url,
            region: env.AWS_REGION ?? 'eu-central-1',
            ...(options.log ? { log: options.log } : {}),
            ...(options.scheduleEveryMs ? { scheduleEveryMs: options.scheduleEveryMs } : {}),
          });
    // Where command-line tools (npm run audit:verify) find this runtime's emulators.
    const descriptor = dataDir ? join(dataDir, 'runtime.json') : undefined;
    if (descriptor) {
      await writeFile(
        descriptor,
        JSON.stringify({
          pid: process.pid,
          url,
          gatewayPids: 'pids' in gateway ? gateway.pids() : [process.pid],
          env: { ...env, QCAS_ISSUER: env.QCAS_ISSUER },
        }),
      );
    }
    return {
      url,
      tenants,
      services: { dynamodb, sqs, s3, models },
      env,
      gatewayPids: () => ('pids' in gateway ? gateway.pids() : [process.pid]),
      stop: async () => {
        if (descriptor) await rm(descriptor, { force: true });
        await background?.stop();
        await gateway.stop();
        // The OCR worker thread of an in-process extraction would keep this process alive.
        await disposeWorker();
        await stopAll();
        resetClients();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
