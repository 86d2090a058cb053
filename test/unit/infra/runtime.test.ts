import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSecretsIntoEnv } from '#adapters/aws/secrets';
import { nextSecretValue } from '#cdk/runtime/rotate-secret';
import { toKeySet } from '#platform/auth/keys';

describe('secret loader', () => {
  it('fills each unset value from the secret its ARN variable names, once', async () => {
    const reads: string[] = [];
    const reader = {
      read: async (id: string) => {
        reads.push(id);
        return `value-of-${id}`;
      },
    };
    const env: Record<string, string | undefined> = {
      QCAS_SIGNING_KEYS_SECRET_ARN: 'arn:signing',
    };
    expect(await loadSecretsIntoEnv(reader, env)).toEqual(['QCAS_SIGNING_KEYS']);
    expect(env.QCAS_SIGNING_KEYS).toBe('value-of-arn:signing');
    expect(await loadSecretsIntoEnv(reader, env)).toEqual([]);
    expect(reads).toEqual(['arn:signing']);
    const preset: Record<string, string | undefined> = {
      QCAS_SIGNING_KEYS_SECRET_ARN: 'arn:signing',
      QCAS_SIGNING_KEYS: 'already set',
    };
    expect(await loadSecretsIntoEnv(reader, preset)).toEqual([]);
    expect(preset.QCAS_SIGNING_KEYS).toBe('already set');
  });

  it('propagates a failed read so the cold start fails loudly', async () => {
    const reader = {
      read: async () => {
        throw new Error('AccessDenied');
      },
    };
    await expect(
      loadSecretsIntoEnv(reader, { QCAS_SIGNING_KEYS_SECRET_ARN: 'arn:signing' }),
    ).rejects.toThrow('AccessDenied');
  });
});

describe('secret rotation', () => {
  it('creates the first signing key, then prepends a new one and keeps the previous', async () => {
    const first = await nextSecretValue('signing', '{"keys":[]}', new Date('2026-01-01T00:00:00Z'));
    const second = await nextSecretValue('signing', first, new Date('2026-02-01T00:00:00Z'));
    const third = await nextSecretValue('signing', second, new Date('2026-03-01T00:00:00Z'));
    const keys = (JSON.parse(third) as { keys: { kid: string; created_at: string }[] }).keys;
    expect(keys).toHaveLength(2);
    expect(keys.map((key) => key.created_at.slice(0, 7))).toEqual(['2026-03', '2026-02']);
    const set = toKeySet(JSON.parse(third).keys);
    expect(set.active.created_at.startsWith('2026-03')).toBe(true);
    expect(set.publicJwks.keys).toHaveLength(2);
    expect(JSON.stringify(set.publicJwks)).not.toContain('"d"');
  });

  it('rejects any other kind (webhook secrets are created through the API, not rotated)', async () => {
    await expect(nextSecretValue('webhook', undefined)).rejects.toThrow(/QCAS_SECRET_KIND/);
  });
});

describe('model server container', () => {
  const stops: (() => void)[] = [];
  afterAll(() => {
    for (const stop of stops) stop();
  });

  it('answers GET /ping and POST /invocations for its model', async () => {
    process.env.QCAS_MODEL_SERVER_NO_LISTEN = '1';
    process.env.QCAS_CONTAINER_MODEL = 'echo-test';
    const { createModelServer } = await import('../../../layers/model-server/server');
    const server = createModelServer({
      'echo-test': {
        name: 'echo-test',
        load: async () => undefined,
        predict: async (payload) => ({ echoed: payload }),
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stops.push(() => server.close());
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect((await fetch(`${base}/ping`)).status).toBe(200);
    const response = await fetch(`${base}/invocations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'hello' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ echoed: { text: 'hello' } });
    expect((await fetch(`${base}/other`)).status).toBe(404);
  });
});
