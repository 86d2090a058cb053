import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The models this service deploys, by name, without their code: the readiness probe checks them
 * from this list so that it does not load every module (and the document pipeline) to ask. A module
 * registers its model under the same name (shared/models/registry.ts); infra/cdk/models.ts has one
 * SageMaker endpoint per entry.
 */
export const deployedModels = [{ name: 'intent', artefact: 'intent/model.json' }] as const;
export type DeployedModelName = (typeof deployedModels)[number]['name'];

const REPOSITORY_MODELS_DIR = fileURLToPath(new URL('../../layers/models/', import.meta.url));

/**
 * Where a model's artefact is: under QCAS_MODELS_DIR (the models layer's mount point in Lambda,
 * /opt/models, or the container's copy), else the repository's layers/models (local runtime, tests).
 * A bundled function cannot use the repository path: it resolves against the bundle's location.
 */
export function modelArtefactPath(
  relative: string,
  env: Record<string, string | undefined> = process.env,
): string {
  return join(env.QCAS_MODELS_DIR || REPOSITORY_MODELS_DIR, relative);
}

/** Embedded serving is ready when every artefact is in place and parses. */
export async function checkModelArtefacts(
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  await Promise.all(
    deployedModels.map(async (model) => {
      const path = modelArtefactPath(model.artefact, env);
      try {
        JSON.parse(await readFile(path, 'utf8'));
      } catch (error) {
        throw new Error(`model '${model.name}': ${path} is not readable JSON`, { cause: error });
      }
    }),
  );
}
