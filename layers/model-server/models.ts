import { intentModel } from '../../shared/models/intent-model';
import type { EmbeddedModel } from '../../shared/models/ports';

/**
 * The models this container can serve, listed explicitly (never by importing a module for its side
 * effect): QCAS_CONTAINER_MODEL picks one of them per endpoint. infra/cdk/models.ts lists the
 * endpoint per model name.
 */
export const containerModels: readonly EmbeddedModel[] = [intentModel];
