/**
 * The layering rule of the source tree, checked over the import graph:
 * - domain code (shared/domain) imports no application, platform or adapter code, and no AWS SDK,
 *   middy or Lambda Powertools: it is pure logic that reads like the spec;
 * - runtime code (shared, functions, layers) imports no tooling (test/, infra/local/).
 * Imports are read from the source text (static, re-export and dynamic), relative ones resolved
 * against the importing file, `#alias/…` ones through the aliases of package.json `imports`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';

export interface ImportViolation {
  file: string;
  specifier: string;
  rule: string;
}

const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]{1,300})\1|\brequire\s*\(\s*(['"])([^'"\n]{1,300})\3/g;

const ALIASES: Record<string, string> = {
  '#domain/': 'shared/domain/',
  '#application/': 'shared/application/',
  '#platform/': 'shared/platform/',
  '#adapters/': 'shared/adapters/',
  '#contracts/': 'shared/contracts/',
  '#local/': 'infra/local/',
  '#cdk/': 'infra/cdk/',
};

const DOMAIN_FORBIDDEN_PACKAGES = ['@aws-sdk/', '@middy/', '@aws-lambda-powertools/', 'aws-lambda'];
const DOMAIN_FORBIDDEN_PATHS = ['shared/application/', 'shared/platform/', 'shared/adapters/'];
const RUNTIME_ROOTS = ['shared/', 'functions/', 'layers/'];
const TOOLING_PATHS = ['test/', 'infra/local/'];

/** Every .ts file under `dirs` (relative to `root`), as forward-slash paths relative to `root`. */
export function sourceFiles(root: string, dirs: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const path = `${dir}/${name}`;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) found.push(path);
    }
  };
  for (const dir of dirs) walk(dir);
  return found;
}

/** Where an import points inside the repository, or the package for a bare specifier. */
function target(file: string, specifier: string): { path?: string; packageName?: string } {
  if (specifier.startsWith('.')) {
    return {
      path: normalize(join(dirname(file), specifier))
        .split(sep)
        .join('/'),
    };
  }
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) return { path: ALIASES[alias] + specifier.slice(alias.length) };
  return { packageName: specifier };
}

export function importViolations(root: string, files: readonly string[]): ImportViolation[] {
  const violations: ImportViolation[] = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const isDomain = file.startsWith('shared/domain/');
    const isRuntime = RUNTIME_ROOTS.some((prefix) => file.startsWith(prefix));
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[2] ?? match[4] ?? '';
      const { path, packageName } = target(file, specifier);
      if (
        isDomain &&
        packageName &&
        DOMAIN_FORBIDDEN_PACKAGES.some((p) => packageName.startsWith(p))
      )
        violations.push({
          file,
          specifier,
          rule: 'domain code imports no AWS SDK, middy or Powertools',
        });
      if (isDomain && path && DOMAIN_FORBIDDEN_PATHS.some((p) => path.startsWith(p)))
        violations.push({
          file,
          specifier,
          rule: 'domain code imports no application, platform or adapter code',
        });
      if (isRuntime && path && TOOLING_PATHS.some((p) => path.startsWith(p)))
        violations.push({
          file,
          specifier,
          rule: 'runtime code imports no tooling (test/, infra/local/)',
        });
    }
  }
  return violations;
}
