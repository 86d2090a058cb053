import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureSigningKeys } from '#local/seed';

/** What another runtime writes while this one generates its key, when set. */
const meanwhile = vi.hoisted(() => ({ write: undefined as (() => Promise<void>) | undefined }));

vi.mock('#platform/auth/keys', async (importOriginal) => {
  const original = await importOriginal<typeof import('#platform/auth/keys')>();
  return {
    ...original,
    generateSigningKey: async () => {
      const key = await original.generateSigningKey();
      await meanwhile.write?.();
      return key;
    },
  };
});

let directory = '';
afterEach(async () => {
  meanwhile.write = undefined;
  await rm(directory, { recursive: true, force: true });
});

describe('the local signing key', () => {
  it('is the one another runtime starting on the same directory wrote first', async () => {
    directory = await mkdtemp(join(tmpdir(), 'qcas-keys-'));
    const path = join(directory, 'signing-keys.json');
    const theirs = JSON.stringify({ keys: [{ kid: 'theirs' }] });
    // The other runtime writes its key after this one found no file and before it writes its own.
    meanwhile.write = () => writeFile(path, theirs);
    await ensureSigningKeys(path);
    expect(await readFile(path, 'utf8')).toBe(theirs);
    expect(await readdir(directory)).toEqual(['signing-keys.json']);
  });

  it('is kept across restarts', async () => {
    directory = await mkdtemp(join(tmpdir(), 'qcas-keys-'));
    const path = join(directory, 'signing-keys.json');
    await ensureSigningKeys(path);
    const first = await readFile(path, 'utf8');
    await ensureSigningKeys(path);
    expect(await readFile(path, 'utf8')).toBe(first);
  });
});
