import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lambdaSpecs, repositoryRoot } from '#cdk/functions';
import { servedModels } from '#cdk/models';
import { checkModelServing } from '#platform/health/readiness';
import { deployedModels } from '#platform/models/catalog';
import type { ModelClient } from '#platform/models/ports';

/**
 * Schemas and name lists the tenant configuration validates its sections with
 * (shared/platform/tenants/config.ts): extraction schema and units, the customer matcher's signal names.
 */
const CONFIG_SCHEMAS = [
  'shared/domain/extract/schema.ts',
  'shared/domain/extract/units.ts',
  'shared/domain/customer/types.ts',
];
let layerDir: string;
const saved = process.env.QCAS_MODELS_DIR;

beforeAll(async () => {
  layerDir = await mkdtemp(join(tmpdir(), 'qcas-ready-'));
});

afterAll(async () => {
  if (saved === undefined) delete process.env.QCAS_MODELS_DIR;
  else process.env.QCAS_MODELS_DIR = saved;
  await rm(layerDir, { recursive: true, force: true });
});

const unusedClient: ModelClient = {
  invoke: () => Promise.reject(new Error('not expected')),
};

describe('model-serving readiness without module code', () => {
  it('embedded: ready when every deployed artefact is in the models directory and parses', async () => {
    process.env.QCAS_MODELS_DIR = layerDir;
    await expect(checkModelServing('embedded', unusedClient, 1000)).rejects.toThrow(
      join(layerDir, 'intent', 'model.json'),
    );
    await mkdir(join(layerDir, 'intent'));
    await writeFile(join(layerDir, 'intent', 'model.json'), '{"format":');
    await expect(checkModelServing('embedded', unusedClient, 1000)).rejects.toThrow(
      /not readable JSON/,
    );
    await writeFile(join(layerDir, 'intent', 'model.json'), '{"format":"x"}');
    await expect(checkModelServing('embedded', unusedClient, 1000)).resolves.toBeUndefined();
  });

  it('sagemaker: sends the health request to every deployed model endpoint', async () => {
    const asked: { model: string; payload: unknown; timeoutMs: number | undefined }[] = [];
    const client: ModelClient = {
      invoke: async (model, payload, options) => {
        asked.push({ model: model.name, payload, timeoutMs: options?.timeoutMs });
        return { status: 'ok' } as never;
      },
    };
    await checkModelServing('sagemaker', client, 1500);
    expect(asked).toEqual(
      deployedModels.map((model) => ({
        model: model.name,
        payload: { op: 'health' },
        timeoutMs: 1500,
      })),
    );
  });

  it('lists the same models the stack deploys endpoints for', () => {
    expect(deployedModels.map((model) => model.name).sort()).toEqual(
      servedModels.map((model) => model.name).sort(),
    );
  });

  it('keeps module code, the document pipeline and zod locales out of the readyz bundle', async () => {
    const spec = lambdaSpecs({ syncTimeoutSeconds: 30 }).find(
      (candidate) => candidate.functionName === 'readyz',
    );
    expect(spec?.nodeModules).toEqual([]);
    const result = await build({
      entryPoints: [spec?.entry ?? ''],
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      metafile: true,
      outfile: join(layerDir, 'readyz.mjs'),
      logLevel: 'error',
      absWorkingDir: repositoryRoot,
    });
    const output = Object.values(result.metafile.outputs)[0];
    // What ends up in the bundle (parsed but tree-shaken files contribute no bytes).
    const inputs = Object.entries(output?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path);
    expect(inputs.length).toBeGreaterThan(0);
    for (const forbidden of [
      'shared/domain/intent/',
      'shared/domain/extract/',
      'shared/domain/customer/',
      'shared/domain/product/',
      'shared/domain/documents/',
      'shared/application/',
      'pdfjs-dist',
      'exceljs',
      'tesseract.js',
      // zod's default English messages stay; the other locales must not.
      'zod/v4/locales/de.js',
    ]) {
      expect(
        inputs.filter((input) => input.includes(forbidden) && !CONFIG_SCHEMAS.includes(input)),
        forbidden,
      ).toEqual([]);
    }
  });
});
