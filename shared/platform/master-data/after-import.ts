import type { ImportSummary } from '#domain/master-data/import';
import { logger } from '#platform/observability/logger';

/** Work that follows an import: storing the indexes built from it, or queueing their build. */
export type AfterImport = (tenantId: string, summary: ImportSummary) => Promise<void>;

/**
 * Runs `afterImport` once the import has been written. The import stands whatever happens here:
 * a failure is logged, and match containers build what could not be stored or queued.
 */
export async function followImport(
  afterImport: AfterImport | undefined,
  tenantId: string,
  summary: ImportSummary,
): Promise<void> {
  try {
    await afterImport?.(tenantId, summary);
  } catch (error) {
    logger.warn('work after a master-data import failed', {
      tenantId,
      dataset: summary.dataset,
      error: error as Error,
    });
  }
}
