import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { generateSigningKey } from '#platform/auth/keys';

/**
 * Secrets Manager rotation (createSecret → setSecret → testSecret → finishSecret) of a tenant
 * stack's JWT signing keys. A rotation prepends a new key and keeps the previous one, so tokens
 * signed with the old key still verify until it ages out at the next rotation. The first rotation,
 * right after the secret is created, generates the initial key.
 *
 * QCAS_SECRET_KIND selects the key format; `signing` is the only one:
 * {keys:[{kid, created_at, private_jwk}]} (shared/platform/auth/keys.ts, ES256). Webhook secrets do not rotate
 * here: tenants create and retire them through POST/DELETE /v1/admin/webhook-secrets.
 */
export interface RotationEvent {
  Step: 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';
  SecretId: string;
  ClientRequestToken: string;
}

const KEEP = 2;
const client = new SecretsManagerClient({ region: process.env.AWS_REGION });

export async function nextSecretValue(
  kind: string,
  currentRaw: string | undefined,
  now = new Date(),
): Promise<string> {
  if (kind === 'signing') {
    const current = parse(currentRaw).keys ?? [];
    const key = await generateSigningKey(now);
    return JSON.stringify({ keys: [key, ...current].slice(0, KEEP) });
  }
  throw new Error(`unknown QCAS_SECRET_KIND '${kind}'`);
}

function parse(raw: string | undefined): { keys?: unknown[] } {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as { keys?: unknown };
    return Array.isArray(value.keys) ? { keys: value.keys } : {};
  } catch {
    return {};
  }
}

async function valueAt(secretId: string, stage: string, versionId?: string) {
  try {
    const result = await client.send(
      new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage, VersionId: versionId }),
    );
    return result.SecretString;
  } catch (error) {
    if ((error as Error).name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

export async function handler(event: RotationEvent): Promise<void> {
  const kind = process.env.QCAS_SECRET_KIND ?? 'signing';
  const { SecretId: secretId, ClientRequestToken: token } = event;
  const description = await client.send(new DescribeSecretCommand({ SecretId: secretId }));
  const stages = description.VersionIdsToStages ?? {};
  if (!stages[token]) throw new Error(`version ${token} is not staged for rotation`);
  switch (event.Step) {
    case 'createSecret': {
      if (await valueAt(secretId, 'AWSPENDING', token)) return;
      const next = await nextSecretValue(kind, await valueAt(secretId, 'AWSCURRENT'));
      await client.send(
        new PutSecretValueCommand({
          SecretId: secretId,
          ClientRequestToken: token,
          SecretString: next,
          VersionStages: ['AWSPENDING'],
        }),
      );
      return;
    }
    case 'setSecret':
      // Nothing outside Secrets Manager holds these keys; functions re-read them every
      // QCAS_SIGNING_KEYS_RELOAD_SECONDS (10 min), and a new signing key waits twice that before it signs.
      return;
    case 'testSecret': {
      const pending = parse(await valueAt(secretId, 'AWSPENDING', token));
      const entries = pending.keys;
      if (!entries || entries.length === 0) throw new Error('pending secret holds no key');
      return;
    }
    case 'finishSecret': {
      const current = Object.entries(stages).find(([, staged]) => staged.includes('AWSCURRENT'));
      if (current?.[0] === token) return;
      await client.send(
        new UpdateSecretVersionStageCommand({
          SecretId: secretId,
          VersionStage: 'AWSCURRENT',
          MoveToVersionId: token,
          RemoveFromVersionId: current?.[0],
        }),
      );
      return;
    }
  }
}
