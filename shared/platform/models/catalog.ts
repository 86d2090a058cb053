import { readFile } from 'node:fs/promises';
import { modelArtefactPath } from '#domain/artefacts';

/**
 * The models this service deploys, by name, without their code: the one list of model names. The
 * readiness probe checks them from here so that it does not load every module (and the document
 * pipeline) to ask; the model's code (shared/platform/models/intent-model.ts), the model container
 * (layers/model-server/models.ts) and the SageMaker endpoints (infra/cdk/models.ts) are keyed by
 * these names, so a model missing from any of them does not compile.
 */
export const ModelName = { intent: 'intent' } as const;
export type DeployedModelName = (typeof ModelName)[keyof typeof ModelName];

/** Each model's artefact, relative to the models layer. */
const artefacts: Record<DeployedModelName, string> = { intent: 'intent/model.json' };

export const deployedModels: readonly { name: DeployedModelName; artefact: string }[] =
  Object.values(ModelName).map((name) => ({ name, artefact: artefacts[name] }));

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
