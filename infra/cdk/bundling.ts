import { join } from 'node:path';
import { repositoryRoot } from './functions';

/**
 * Bundling shared by the stack (NodejsFunction) and measure-bundles.ts, so the measured bundles are
 * the deployed ones: ESM (the code resolves files from import.meta.url), minified, the AWS SDK bundled at the versions the tests ran against.
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
