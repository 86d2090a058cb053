/**
 * `npm run openapi [-- --out openapi.json] [--server-url https://api.example]`: writes the OpenAPI
 * document generated from the zod contract (stdout without `--out`).
 */
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '#contracts/openapi';

function option(name: string): string | undefined {
  const position = process.argv.indexOf(name);
  return position >= 0 ? process.argv[position + 1] : undefined;
}

const serverUrl = option('--server-url');
const text = `${JSON.stringify(buildOpenApiDocument(serverUrl ? { serverUrl } : {}), null, 2)}\n`;
const out = option('--out');
if (out) {
  writeFileSync(out, text);
  console.error(`OpenAPI document written to ${out}`);
} else {
  process.stdout.write(text);
}
