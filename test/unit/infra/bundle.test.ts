import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_FILE, FUNCTION_HANDLER, functionBuildOptions, functionCode } from '#cdk/bundling';
import { lambdaSpecs, repositoryRoot } from '#cdk/functions';
import { linkNodeModules, startOutputs, unusedNodeModules } from '#cdk/measure-bundles';
import { buildTablePdf, buildWorkbook } from '../documents/fixtures';

/**
 * The deployed bundle, built with the stack's esbuild options and laid out as the function package
 * (index.mjs, its chunks, and only the node_modules the stack installs): the document readers load
 * from chunks on first use, and work there. One build serves both tests: the extract-quote entry
 * plus the two document entry points the handlers reach.
 */
describe('function bundle', () => {
  const spec = lambdaSpecs({ syncTimeoutSeconds: 30 }).find(
    (candidate) => candidate.functionName === 'extract-quote',
  );
  const dir = mkdtempSync(join(tmpdir(), 'qcas-bundle-test-'));
  const packageDir = join(dir, 'extract-quote');
  let startInputs: string[] = [];
  let unused: string[] = [];

  beforeAll(async () => {
    if (!spec) throw new Error('extract-quote is not in the stack');
    const entry = join(dir, 'entry.ts');
    writeFileSync(
      entry,
      [
        `export { handler } from ${JSON.stringify(spec.entry)};`,
        `export { readAttachment } from ${JSON.stringify(join(repositoryRoot, 'shared/domain/documents/index.ts'))};`,
        `export { xlsxToCsv } from ${JSON.stringify(join(repositoryRoot, 'shared/domain/master-data/xlsx.ts'))};`,
      ].join('\n'),
    );
    const result = await build(
      functionBuildOptions(
        { entry, injectSecrets: false, nodeModules: spec.nodeModules },
        packageDir,
      ),
    );
    if (!result.metafile) throw new Error('no metafile');
    const atStart = startOutputs(result.metafile, packageDir);
    startInputs = Object.entries(result.metafile.outputs)
      .filter(([path]) => atStart.has(join(repositoryRoot, path)))
      .flatMap(([, output]) => Object.keys(output.inputs));
    unused = unusedNodeModules(result.metafile, spec.nodeModules);
    linkNodeModules(packageDir, spec.nodeModules);
    mkdirSync(join(dir, 'files'));
    writeFileSync(join(dir, 'files', 'table.pdf'), await buildTablePdf(1));
    writeFileSync(join(dir, 'files', 'book.xlsx'), await buildWorkbook());
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads pdfjs, its worker and exceljs only on first use', () => {
    expect(startInputs.length).toBeGreaterThan(0);
    expect(startInputs.some((input) => input.includes('shared/domain/extract/'))).toBe(true);
    for (const heavy of ['node_modules/pdfjs-dist/', 'node_modules/exceljs/']) {
      expect(startInputs.filter((input) => input.includes(heavy))).toEqual([]);
    }
  });

  it('loads every package installed beside it', () => {
    // A package loaded by name (canvas, OCR data) counts through access.ts loadedAtRuntimeBy.
    expect(unused).toEqual([]);
  });

  it('reads a PDF and a workbook from its chunks in a fresh process', () => {
    const bundleUrl = pathToFileURL(join(packageDir, ENTRY_FILE)).href;
    const files = join(dir, 'files');
    const script = `
      import { readFileSync } from 'node:fs';
      const m = await import(${JSON.stringify(bundleUrl)});
      const read = (name) => new Uint8Array(readFileSync(${JSON.stringify(files)} + '/' + name));
      const text = (document) => document.pages.flatMap((page) => page.lines.map((line) => line.text)).join('\\n');
      const pdf = await m.readAttachment({ filename: 'table.pdf', bytes: read('table.pdf') });
      const sheet = await m.readAttachment({ filename: 'book.xlsx', bytes: read('book.xlsx') });
      const csv = await m.xlsxToCsv(Buffer.from(read('book.xlsx')));
      process.stdout.write(JSON.stringify({ pdf: [pdf.status, pdf.reason, text(pdf)], sheet: [sheet.status, sheet.reason, text(sheet)], csv }));
      process.exit(0);`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: dir,
      env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'SILENT', AWS_REGION: 'eu-central-1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    const read = JSON.parse(output) as {
      pdf: [string, string | null, string];
      sheet: [string, string | null, string];
      csv: string;
    };
    expect(read.pdf.slice(0, 2)).toEqual(['processed', null]);
    expect(read.pdf[2]).toContain('Kugelhahn DN25 PN40');
    expect(read.sheet.slice(0, 2)).toEqual(['processed', null]);
    expect(read.sheet[2]).toContain('Schraube M8x20');
    expect(read.csv).toBe('Bitte bis Freitag anbieten\n');
  }, 60_000);
});

describe('function code in the stack', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qcas-function-code-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('bundles each function into its own package', () => {
    const app = new App({ outdir: join(dir, 'cdk.out') });
    const stack = new Stack(app, 'Bundles');
    for (const name of ['first', 'second']) {
      const entry = join(dir, `${name}.ts`);
      writeFileSync(entry, `export const handler = async () => ${JSON.stringify(name)};\n`);
      new lambda.Function(stack, name, {
        code: functionCode({ entry, injectSecrets: false, nodeModules: [] }),
        handler: FUNCTION_HANDLER,
        runtime: lambda.Runtime.NODEJS_22_X,
      });
    }
    const template = app.synth().getStackByName('Bundles').template as {
      Resources: Record<string, { Type: string; Properties: { Code: { S3Key: string } } }>;
    };
    const keys = Object.values(template.Resources)
      .filter((resource) => resource.Type === 'AWS::Lambda::Function')
      .map((resource) => resource.Properties.Code.S3Key);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });
});
