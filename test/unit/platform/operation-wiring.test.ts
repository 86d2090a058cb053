import { describe, expect, it } from 'vitest';
import { jobOperations } from '#application/job-operations';
import { servedModels } from '#cdk/models';
import { operationList, operations } from '#contracts/operations';
import { deployedModels } from '#platform/models/catalog';
import { containerModels } from '../../../layers/model-server/models';

/**
 * The wiring the compiler cannot see: a Record key must name the operation its value was built
 * from, and a model an operation invokes must be the object the container serves under its name.
 */
describe('operation wiring', () => {
  it('keys each job operation by its own contract', () => {
    for (const [id, defined] of Object.entries(jobOperations)) {
      expect(defined.contract).toBe(operations[id as keyof typeof operations]);
    }
  });

  it('can run every operation that may answer 202 with a job', () => {
    const queueable = operationList
      .filter((operation) => operation.async || operation.id === operations.createAuditExport.id)
      .map((operation) => operation.id)
      .sort();
    expect(Object.keys(jobOperations).sort()).toEqual(queueable);
  });

  it('invokes only models the container serves, under the catalog names', () => {
    const invoked = Object.values(jobOperations).flatMap((defined) =>
      defined.model ? [defined.model] : [],
    );
    expect(invoked.length).toBeGreaterThan(0);
    for (const model of invoked) {
      expect(containerModels[model.name as keyof typeof containerModels]).toBe(model);
    }
    const names = deployedModels.map((model) => model.name).sort();
    expect(Object.keys(containerModels).sort()).toEqual(names);
    expect(
      Object.values(containerModels)
        .map((model) => model.name)
        .sort(),
    ).toEqual(names);
    expect(servedModels.map((model) => model.name).sort()).toEqual(names);
  });
});
