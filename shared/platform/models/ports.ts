/**
 * The model-serving port: the same call reaches an in-process model or a SageMaker endpoint. The
 * caller hands over the model itself: an endpoint needs only its name, in-process serving its code.
 */
export interface ModelClient {
  invoke<T = unknown>(
    model: ModelRef,
    payload: unknown,
    options?: { timeoutMs?: number },
  ): Promise<T>;
}

/** A model by name (the SageMaker endpoint suffix), with its code when the caller has it. */
export type ModelRef = { name: string } | EmbeddedModel;

/** A model that can run in-process; the SageMaker-compatible server hosts the same objects. */
export interface EmbeddedModel {
  name: string;
  /** Loads weights once per process; later calls return at once. */
  load(): Promise<void>;
  predict(payload: unknown): Promise<unknown>;
}

/** The reserved request every model endpoint answers, used by readiness checks. */
export const HEALTH_REQUEST = { op: 'health' } as const;
export function isHealthRequest(payload: unknown): boolean {
  return (
    typeof payload === 'object' && payload !== null && (payload as { op?: unknown }).op === 'health'
  );
}

export function isEmbeddedModel(model: ModelRef): model is EmbeddedModel {
  return 'predict' in model && typeof model.predict === 'function';
}
