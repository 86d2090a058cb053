import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModelServer } from '../../layers/model-server/build';

/**
 * The SageMaker container as its Dockerfile builds and starts it: the same build script into a
 * directory of its own (no node_modules but what the build copies), then `node server.mjs` with the
 * image's environment. No Docker engine is needed for that.
 */
const modelsDir = fileURLToPath(new URL('../../layers/models', import.meta.url));
let outDir: string;
let program: string;
const started: ChildProcess[] = [];

async function startContainer(model: string): Promise<string> {
  const child = spawn(process.execPath, [program, 'serve'], {
    cwd: outDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      QCAS_MODELS_DIR: modelsDir,
      QCAS_CONTAINER_MODEL: model,
      SAGEMAKER_BIND_TO_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = /"port":(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('exit', (code) => reject(new Error(`container exited (${code}): ${output}`)));
  });
}

function invoke(base: string, email: { subject: string; body: string }): Promise<Response> {
  return fetch(`${base}/invocations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...email, sender: 'einkauf@example.de', attachments: [] }),
  });
}

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'qcas-model-container-'));
  program = await buildModelServer(outDir);
}, 60_000);

afterAll(async () => {
  for (const child of started) child.kill();
  await rm(outDir, { recursive: true, force: true });
});

describe('the model container (layers/model-server)', () => {
  it('serves the intent model: /ping is 200, the health request 200, and /invocations classifies an e-mail', async () => {
    const base = await startContainer('intent');
    const ping = await fetch(`${base}/ping`);
    expect(ping.status).toBe(200);
    // The health request SageMaker-side readiness sends (shared/platform/models/ports.ts).
    const health = await fetch(`${base}/invocations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ op: 'health' }),
    });
    expect(health.status).toBe(200);
    const invoked = await invoke(base, {
      subject: 'Anfrage',
      body: 'Guten Tag, bitte um ein Angebot für 200 Stück Sechskantschraube M8x30 DIN 933.',
    });
    expect(invoked.status).toBe(200);
    const result = (await invoked.json()) as {
      intent: string;
      language: string;
      raw_score: number;
    };
    expect(result.intent).toBe('quote');
    expect(result.language).toBe('de');
    expect(result.raw_score).toBeGreaterThan(0);
  }, 60_000);

  it('fails /ping (503) when the named model is not one it serves', async () => {
    const base = await startContainer('no-such-model');
    const ping = await fetch(`${base}/ping`);
    expect(ping.status).toBe(503);
    const invoked = await invoke(base, { subject: 'Anfrage', body: 'Bitte um Angebot.' });
    expect(invoked.status).toBe(404);
  }, 60_000);
});
