import type { Readiness } from '#contracts/health';
import { checkModelArtefacts, deployedModels } from '#platform/models/catalog';
import { HEALTH_REQUEST, type ModelClient } from '#platform/models/ports';

export type DependencyCheck = () => Promise<void>;

/** Runs every check in parallel, each bounded by `timeoutMs`; a slow dependency counts as degraded. */
export async function checkReadiness(
  checks: { storage: DependencyCheck; model_serving: DependencyCheck } & Record<
    string,
    DependencyCheck
  >,
  timeoutMs = 1500,
): Promise<{ readiness: Readiness; failures: Record<string, string> }> {
  const entries = Object.entries(checks);
  const outcomes = await Promise.all(
    entries.map(async ([name, check]) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([check(), timeout]);
        return [name, undefined] as const;
      } catch (error) {
        return [name, (error as Error).message || (error as Error).name] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const failures: Record<string, string> = {};
  const states: Record<string, 'ok' | 'degraded'> = {};
  for (const [name, failure] of outcomes) {
    states[name] = failure === undefined ? 'ok' : 'degraded';
    if (failure !== undefined) failures[name] = failure;
  }
  const ready = Object.keys(failures).length === 0;
  return {
    readiness: { status: ready ? 'ready' : 'not_ready', checks: states as Readiness['checks'] },
    failures,
  };
}

/**
 * Model serving, checked from the list of deployed models without loading any module: each SageMaker
 * endpoint answers the health request, or (embedded backend) each artefact is in place and parses.
 */
export async function checkModelServing(
  backend: 'embedded' | 'sagemaker',
  client: ModelClient,
  timeoutMs: number,
): Promise<void> {
  if (backend === 'embedded') return checkModelArtefacts();
  await Promise.all(
    deployedModels.map((model) => client.invoke(model, HEALTH_REQUEST, { timeoutMs })),
  );
}
