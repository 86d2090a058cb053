import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AssetHashType, DockerImage, type ILocalBundling } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { type BuildOptions, buildSync } from 'esbuild';
import { repositoryRoot } from './functions';

/**
 * Bundling shared by the stack (functionCode) and measure-bundles.ts, so the measured bundles are
 * the deployed ones: ESM (the code resolves files from import.meta.url), minified, the AWS SDK
 * bundled at the versions the tests ran against, and split: every dynamic `import()` becomes a
 * chunk file beside index.mjs that Node reads only when that import first runs. The document
 * readers (pdfjs and its worker, exceljs) load that way, so a cold start parses none of them.
 */
export const NODE_TARGET = 'node22';

/** CommonJS dependencies inside an ESM bundle still call require() and read __dirname. */
export const ESM_REQUIRE_BANNER =
  "import{createRequire as __qcasCreateRequire}from'node:module';import{fileURLToPath as __qcasToPath}from'node:url';import{dirname as __qcasDirname}from'node:path';const require=__qcasCreateRequire(import.meta.url);const __filename=__qcasToPath(import.meta.url);const __dirname=__qcasDirname(__filename);";

/** Entry of functions that read secrets; it imports the real entry through this alias. */
export const secretsWrapperEntry = join(
  repositoryRoot,
  'infra',
  'cdk',
  'runtime',
  'with-secrets.ts',
);
export const FUNCTION_ENTRY_ALIAS = 'qcas-function-entry';

/** Native or data-heavy packages that must not be inlined (provided by layers when a function needs them). */
export const externalPackages: string[] = [];

/** Lambda loads index.mjs and calls its `handler`; the chunks sit beside it. */
const ENTRY_NAME = 'index';
export const ENTRY_FILE = `${ENTRY_NAME}.mjs`;
export const FUNCTION_HANDLER = `${ENTRY_NAME}.handler`;

export interface FunctionBundleInput {
  /** functions/<name>/index.ts (or any module exporting `handler`). */
  entry: string;
  /** Wraps the entry in the secrets loader (infra/cdk/runtime/with-secrets.ts). */
  injectSecrets: boolean;
  /** Kept external and installed beside the bundle (see runtimeFilePackages in access.ts). */
  nodeModules: readonly string[];
}

/**
 * The esbuild options of one function, written into `outdir`. Chunks stay in the same directory as
 * index.mjs, so a path resolved from import.meta.url or __dirname is the same in every chunk.
 */
export function functionBuildOptions(input: FunctionBundleInput, outdir: string): BuildOptions {
  return {
    entryPoints: { [ENTRY_NAME]: input.injectSecrets ? secretsWrapperEntry : input.entry },
    ...(input.injectSecrets ? { alias: { [FUNCTION_ENTRY_ALIAS]: input.entry } } : {}),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: NODE_TARGET,
    minify: true,
    sourcemap: false,
    mainFields: ['module', 'main'],
    banner: { js: ESM_REQUIRE_BANNER },
    external: [...externalPackages, ...input.nodeModules],
    metafile: true,
    logLevel: 'error',
    absWorkingDir: repositoryRoot,
  };
}

/**
 * The version range the project declares for each package (what NodejsFunction's `nodeModules`
 * wrote), so `npm ci` against the project's lock file installs the tested versions.
 */
export function nodeModuleDependencies(names: readonly string[]): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const dependencies: Record<string, string> = {};
  for (const name of names) {
    const range = manifest.dependencies?.[name];
    if (!range) throw new Error(`${name} is installed beside a bundle but not a dependency`);
    dependencies[name] = range;
  }
  return dependencies;
}

/** npm picks optional native binaries (canvas) for Lambda's platform, not the deploying host's. */
const LAMBDA_PLATFORM_ENV = {
  npm_config_os: 'linux',
  npm_config_cpu: 'arm64',
  npm_config_libc: 'glibc',
};

/**
 * Native packages whose binary npm installs as an optional dependency for the target platform. npm
 * skips one it cannot fetch without an error (offline, say), and the function would fail only in
 * Lambda: every PDF unreadable without the canvas binary.
 */
const LAMBDA_NATIVE_BINARIES: Record<string, string> = {
  '@napi-rs/canvas': '@napi-rs/canvas-linux-arm64-gnu',
};

function installNodeModules(outputDir: string, names: readonly string[]): void {
  writeFileSync(
    join(outputDir, 'package.json'),
    JSON.stringify({ dependencies: nodeModuleDependencies(names) }),
  );
  copyFileSync(join(repositoryRoot, 'package-lock.json'), join(outputDir, 'package-lock.json'));
  execFileSync('npm', ['ci'], {
    cwd: outputDir,
    env: { ...process.env, ...LAMBDA_PLATFORM_ENV },
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  for (const name of names) {
    const binary = LAMBDA_NATIVE_BINARIES[name];
    if (binary && !existsSync(join(outputDir, 'node_modules', binary, 'package.json'))) {
      throw new Error(
        `npm ci installed ${name} without ${binary}, its binary for Lambda (linux-arm64): is the npm registry reachable?`,
      );
    }
  }
}

/**
 * Local bundling of one function. CDK keys its cache of staged assets on the bundling options as
 * JSON, which keeps `input` (and drops tryBundle): without it, every function of a stack would be
 * given the package of the first one bundled.
 */
class FunctionBundler implements ILocalBundling {
  constructor(readonly input: FunctionBundleInput) {}

  tryBundle(outputDir: string): boolean {
    buildSync(functionBuildOptions(this.input, outputDir));
    if (this.input.nodeModules.length > 0) installNodeModules(outputDir, this.input.nodeModules);
    return true;
  }
}

/**
 * The deployment package of one function, built with the local esbuild (no Docker). NodejsFunction
 * cannot produce it: it always passes `--outfile`, which esbuild refuses together with splitting.
 * The asset is hashed by its output, as NodejsFunction's is.
 */
export function functionCode(input: FunctionBundleInput): lambda.Code {
  return lambda.Code.fromAsset(repositoryRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Required by the type, never pulled: local bundling either succeeds or throws.
      image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
      local: new FunctionBundler(input),
    },
  });
}
