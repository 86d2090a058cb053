import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type ModuleName, ModuleNames } from '#contracts/modules';
import {
  CASE_CONTEXT_WINDOW_MS,
  type CaseContextEntry,
  type CaseContextStore,
  type CaseKey,
} from '#platform/cases/context';
import { tableName } from '#platform/resources';
import { dynamoClient } from './clients';

const keyOf = (key: CaseKey) => ({ pk: `${key.tenantId}#${key.caseId}#${key.correlationId}` });

/** One item per case and correlation id, one attribute per module; the window is checked in code. */
export class DynamoCaseContextStore implements CaseContextStore {
  constructor(private readonly table = tableName('caseContext')) {}

  async put(key: CaseKey, module: ModuleName, entry: CaseContextEntry): Promise<void> {
    const now = Date.now();
    await dynamoClient().send(
      new UpdateCommand({
        TableName: this.table,
        Key: keyOf(key),
        UpdateExpression: 'SET #module = :entry, expires_at = :expires',
        ExpressionAttributeNames: { '#module': module },
        ExpressionAttributeValues: {
          ':entry': { ...entry, written_ms: now },
          ':expires': Math.floor((now + CASE_CONTEXT_WINDOW_MS) / 1000),
        },
      }),
    );
  }

  async get(key: CaseKey): Promise<Partial<Record<ModuleName, CaseContextEntry>>> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: this.table, Key: keyOf(key), ConsistentRead: true }),
    );
    const result: Partial<Record<ModuleName, CaseContextEntry>> = {};
    const cutoff = Date.now() - CASE_CONTEXT_WINDOW_MS;
    for (const module of ModuleNames) {
      const entry = Item?.[module] as (CaseContextEntry & { written_ms: number }) | undefined;
      if (entry && entry.written_ms >= cutoff) {
        const { written_ms: _written, ...rest } = entry;
        result[module] = rest;
      }
    }
    return result;
  }
}
