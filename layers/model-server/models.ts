import type { DeployedModelName } from '../../shared/models/catalog';
import { intentModel } from '../../shared/models/intent-model';
import type { EmbeddedModel } from '../../shared/models/ports';

/**
 * The models this container can serve, one per deployed model name (shared/models/catalog.ts), so a
 * deployed model without code here does not compile: QCAS_CONTAINER_MODEL picks one of them per
 * endpoint. The local SageMaker-compatible server hosts the same set.
 */
export const containerModels: Readonly<Record<DeployedModelName, EmbeddedModel>> = {
  intent: intentModel,
};
