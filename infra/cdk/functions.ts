import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BackgroundFunction, backgroundFunctions } from '#contracts/background';
import {
  type HttpMethod,
  type Operation,
  operationList,
  servedRoutes,
} from '#contracts/operations';
import {
  DEFAULT_MEMORY_MB,
  DEFAULT_MODULE_MEMORY_MB,
  documentPathPrefixes,
  EXTRACTION_MEMORY_MB,
  EXTRACTION_TIMEOUT_SECONDS,
  extractionPathPrefixes,
  type FunctionAccess,
  functionAccess,
  functionSizing,
  httpFunctionAccess,
  mergeAccess,
  modulePathPrefixes,
  moduleRuntimeFilePackages,
  runtimeFilePackages,
  startsWithAny,
} from './access';
import { functionsUsingAllModels, servedModels } from './models';

export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface Route {
  method: HttpMethod;
  path: string;
  operationId: string;
}

/** One Lambda function of the tenant stack, derived from the operation and background registries. */
export interface LambdaSpec {
  functionName: string;
  /** functions/<name>/index.ts, exporting `handler`. */
  entry: string;
  kind: 'http' | 'background';
  operations: Operation[];
  routes: Route[];
  background?: BackgroundFunction;
  access: FunctionAccess;
  /** False when the access came from a baseline rather than an entry in access.ts. */
  explicitAccess: boolean;
  models: string[];
  /** Installed next to the bundle instead of inlined (see runtimeFilePackages). */
  nodeModules: string[];
  memoryMb: number;
  timeoutSeconds: number;
}

export function entryPath(functionName: string): string {
  return join(repositoryRoot, 'functions', functionName, 'index.ts');
}

function modelsFor(functionName: string, ops: Operation[]): string[] {
  if (functionsUsingAllModels.includes(functionName))
    return servedModels.map((model) => model.name);
  return servedModels
    .filter(
      (model) =>
        model.alsoUsedBy.includes(functionName) ||
        ops.some((operation) => startsWithAny(operation.path, model.pathPrefixes)),
    )
    .map((model) => model.name);
}

function nodeModulesFor(functionName: string, ops: Operation[], models: string[]): string[] {
  const explicit = runtimeFilePackages[functionName];
  if (explicit) return [...explicit];
  const reachesDocuments =
    models.length > 0 ||
    ops.some((operation) => startsWithAny(operation.path, documentPathPrefixes));
  return reachesDocuments ? [...moduleRuntimeFilePackages] : [];
}

function sizingFor(
  functionName: string,
  ops: Operation[],
  syncTimeoutSeconds: number,
  backgroundTimeout?: number,
): { memoryMb: number; timeoutSeconds: number } {
  const explicit = functionSizing[functionName];
  const extraction = ops.some((operation) => startsWithAny(operation.path, extractionPathPrefixes));
  const moduleOperation = ops.some((operation) =>
    startsWithAny(operation.path, modulePathPrefixes),
  );
  const memoryMb =
    explicit?.memoryMb ??
    (extraction
      ? EXTRACTION_MEMORY_MB
      : moduleOperation
        ? DEFAULT_MODULE_MEMORY_MB
        : DEFAULT_MEMORY_MB);
  const timeoutSeconds =
    explicit?.timeoutSeconds ??
    backgroundTimeout ??
    (extraction ? Math.max(EXTRACTION_TIMEOUT_SECONDS, syncTimeoutSeconds) : syncTimeoutSeconds);
  return { memoryMb, timeoutSeconds };
}

/**
 * Every Lambda function: one per distinct `functionName` of the HTTP operations (with all the routes
 * that reach it, aliases included) and one per background function.
 */
export function lambdaSpecs(options: { syncTimeoutSeconds: number }): LambdaSpec[] {
  const byName = new Map<string, { ops: Operation[]; routes: Route[] }>();
  for (const operation of operationList) {
    const group = byName.get(operation.functionName) ?? { ops: [], routes: [] };
    group.ops.push(operation);
    byName.set(operation.functionName, group);
  }
  for (const { method, path, operation } of servedRoutes) {
    const group = byName.get(operation.functionName);
    if (!group) throw new Error(`route ${path} targets an unknown function`);
    group.routes.push({ method, path, operationId: operation.id });
  }
  const specs: LambdaSpec[] = [];
  for (const [functionName, { ops, routes }] of byName) {
    const { access, explicit } = httpFunctionAccess(functionName, ops);
    const models = modelsFor(functionName, ops);
    specs.push({
      functionName,
      entry: entryPath(functionName),
      kind: 'http',
      operations: ops,
      routes,
      access,
      explicitAccess: explicit,
      models,
      nodeModules: nodeModulesFor(functionName, ops, models),
      ...sizingFor(functionName, ops, options.syncTimeoutSeconds),
    });
  }
  for (const background of backgroundFunctions) {
    if (byName.has(background.functionName)) {
      throw new Error(
        `function ${background.functionName} is both an HTTP and a background function`,
      );
    }
    const entry = functionAccess[background.functionName];
    const triggerAccess: FunctionAccess =
      background.trigger.kind === 'queue'
        ? { queues: { [background.trigger.queue]: 'consume' } }
        : {};
    specs.push({
      functionName: background.functionName,
      entry: entryPath(background.functionName),
      kind: 'background',
      operations: [],
      routes: [],
      background,
      access: mergeAccess(entry ?? {}, triggerAccess),
      explicitAccess: entry !== undefined,
      models: modelsFor(background.functionName, []),
      nodeModules: nodeModulesFor(
        background.functionName,
        [],
        modelsFor(background.functionName, []),
      ),
      ...sizingFor(
        background.functionName,
        [],
        options.syncTimeoutSeconds,
        background.timeoutSeconds,
      ),
    });
  }
  return specs;
}

/** Entries that do not exist yet (a registry row added before its folder) fail synthesis clearly. */
export function assertEntriesExist(specs: LambdaSpec[]): void {
  const missing = specs.filter((spec) => !existsSync(spec.entry)).map((spec) => spec.entry);
  if (missing.length > 0) {
    throw new Error(`Lambda entry points missing: ${missing.join(', ')}`);
  }
}

/** Functions whose callers present a token they verify, or that sign/publish tokens. */
export function needsSigningKeys(spec: LambdaSpec): boolean {
  return spec.access.secrets?.includes('signingKeys') ?? false;
}
