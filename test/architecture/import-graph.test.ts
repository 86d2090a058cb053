import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importViolations, sourceFiles } from './import-graph';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const fixtureRoot = fileURLToPath(new URL('./fixtures/domain-imports-adapter/', import.meta.url));

describe('import graph', () => {
  it('domain code imports no platform, adapter or AWS SDK code, and runtime code no tooling', () => {
    const files = sourceFiles(repositoryRoot, ['shared', 'functions', 'layers']);
    expect(files.length).toBeGreaterThan(150);
    expect(importViolations(repositoryRoot, files)).toEqual([]);
  });

  it('fails on a domain module that imports an adapter and the AWS SDK (fixture)', () => {
    const files = sourceFiles(fixtureRoot, ['shared']);
    const violations = importViolations(fixtureRoot, files);
    expect(violations.map((violation) => violation.specifier).sort()).toEqual([
      '#adapters/aws/clients',
      '@aws-sdk/lib-dynamodb',
    ]);
  });
});
