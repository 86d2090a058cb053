import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '#contracts/openapi';
import { operationList } from '#contracts/operations';

describe('the generated OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('is OpenAPI 3.0.3 and lists every operation of the registry', () => {
    expect(document.openapi).toBe('3.0.3');
    for (const op of operationList) {
      expect(
        (document.paths?.[op.path] as Record<string, unknown> | undefined)?.[
          op.method.toLowerCase()
        ],
        `${op.method} ${op.path}`,
      ).toBeDefined();
    }
  });

  it('passes redocly lint with zero errors', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const run = promisify(execFile);
    const { stdout, stderr } = await run(
      process.execPath,
      ['node_modules/@redocly/cli/bin/cli.js', 'lint', file, '--format', 'json'],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    ).catch((error: { stdout: string; stderr: string }) => error);
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
      totals: { errors: number };
      problems: { message: string; severity: string }[];
    };
    const errors = report.problems.filter((p) => p.severity === 'error').map((p) => p.message);
    expect(errors, stderr).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it('is written by `npm run openapi` (the script names a file that exists)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-cli-'));
    const file = join(dir, 'openapi.json');
    await promisify(execFile)('npm', ['run', '--silent', 'openapi', '--', '--out', file], {
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
    const written = JSON.parse(await readFile(file, 'utf8')) as typeof document;
    expect(written.openapi).toBe('3.0.3');
    expect(Object.keys(written.paths ?? {})).toEqual(Object.keys(document.paths ?? {}));
  }, 60_000);
});
