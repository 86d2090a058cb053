import type { DeployedModelName } from '#platform/models/catalog';
import { intentModel } from '#platform/models/intent-model';
import type { EmbeddedModel } from '#platform/models/ports';

/**
 * The models this container can serve, one per deployed model name (shared/platform/models/catalog.ts), so a
 * deployed model without code here does not compile: QCAS_CONTAINER_MODEL picks one of them per
 * endpoint. The local SageMaker-compatible server hosts the same set.
 */
export const containerModels: Readonly<Record<DeployedModelName, EmbeddedModel>> = {
  intent: intentModel,
};
