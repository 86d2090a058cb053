import type { S3Event } from 'aws-lambda';
import { S3BlobStore } from '#adapters/aws/blob-store';
import { storeProductIndexAfterImport } from '#application/product-index';
import { importDroppedFile } from '#platform/master-data/drop';
import { logger } from '#platform/observability/logger';
import { services } from '#platform/services';

/**
 * The S3-drop trigger: the imports bucket notifies this function of each new master-data file
 * (shared/platform/master-data/drop.ts has the key convention). A tenant stack serves one tenant
 * (QCAS_TENANT_ID); the local runtime serves several, so there the key starts with the tenant id.
 */
export const handler = async (event: S3Event): Promise<{ outcomes: unknown[] }> => {
  const imports = new S3BlobStore('imports');
  const outcomes = [];
  for (const record of event.Records) {
    // S3 event keys are URL-encoded, with '+' for spaces.
    const objectKey = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    const stackTenant = process.env.QCAS_TENANT_ID;
    const [first, ...rest] = objectKey.split('/');
    const tenantId = stackTenant || first || '';
    const outcome = await importDroppedFile(
      {
        imports,
        masterData: services().masterData,
        afterImport: (tenant, summary) => storeProductIndexAfterImport(tenant, summary.dataset),
      },
      {
        tenantId,
        objectKey,
        dropKey: stackTenant ? objectKey : rest.join('/'),
        sizeBytes: record.s3.object.size,
      },
    );
    logger.info('master-data drop', {
      tenant_id: tenantId,
      key: objectKey,
      status: outcome.status,
      ...(outcome.status === 'imported'
        ? { imported: outcome.summary.imported, rejected: outcome.summary.rejected }
        : {}),
      ...(outcome.status === 'refused' ? { problem: outcome.problem } : {}),
    });
    outcomes.push(outcome);
  }
  return { outcomes };
};
