import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPOSITORY_MODELS_DIR = fileURLToPath(new URL('../../layers/models/', import.meta.url));

/**
 * Where a trained artefact is: under QCAS_MODELS_DIR (the models layer's mount point in Lambda,
 * /opt/models, or the container's copy), else the repository's layers/models (local runtime, tests).
 * A bundled function cannot use the repository path: it resolves against the bundle's location.
 */
export function modelArtefactPath(
  relative: string,
  env: Record<string, string | undefined> = process.env,
): string {
  return join(env.QCAS_MODELS_DIR || REPOSITORY_MODELS_DIR, relative);
}
