import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_PATH, intentModelPath, loadIntentClassifier } from '#domain/intent/index';

/**
 * In Lambda the intent model comes from the models layer (mounted at /opt/models, QCAS_MODELS_DIR);
 * the bundle cannot reach the repository's layers/models. Here a temporary directory plays the layer.
 */
let layerDir: string;
const saved = process.env.QCAS_MODELS_DIR;

beforeAll(async () => {
  layerDir = await mkdtemp(join(tmpdir(), 'qcas-models-'));
  await mkdir(join(layerDir, 'intent'));
  // A marked copy, so the test can tell which file was loaded.
  const artefact = JSON.parse(await readFile(DEFAULT_MODEL_PATH, 'utf8')) as {
    training: Record<string, unknown>;
  };
  artefact.training = { ...artefact.training, loaded_from: 'layer' };
  await writeFile(join(layerDir, 'intent', 'model.json'), JSON.stringify(artefact));
});

afterAll(async () => {
  if (saved === undefined) delete process.env.QCAS_MODELS_DIR;
  else process.env.QCAS_MODELS_DIR = saved;
  await rm(layerDir, { recursive: true, force: true });
});

describe('intent model location', () => {
  it('resolves QCAS_MODELS_DIR/intent/model.json, or the repository copy without it', () => {
    expect(intentModelPath({ QCAS_MODELS_DIR: '/opt/models' })).toBe(
      '/opt/models/intent/model.json',
    );
    expect(intentModelPath({})).toBe(DEFAULT_MODEL_PATH);
  });

  it('loads the model from the layer directory when QCAS_MODELS_DIR is set', async () => {
    process.env.QCAS_MODELS_DIR = layerDir;
    const classifier = await loadIntentClassifier();
    expect((classifier.model.training as Record<string, unknown>).loaded_from).toBe('layer');
    expect(
      classifier.classify({
        subject: 'Anfrage',
        body: 'Bitte um ein Angebot für 200 Stück Sechskantschraube M8x30.',
        sender: 'einkauf@example.de',
        attachments: [],
      }).intent,
    ).toBe('quote');
  });

  it('fails with the path it looked at when the layer lacks the model', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'qcas-models-empty-'));
    process.env.QCAS_MODELS_DIR = empty;
    await expect(loadIntentClassifier()).rejects.toThrow(join(empty, 'intent', 'model.json'));
    await rm(empty, { recursive: true, force: true });
  });
});
