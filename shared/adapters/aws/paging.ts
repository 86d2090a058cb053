import {
  paginateQuery,
  paginateScan,
  type QueryCommandInput,
  type QueryCommandOutput,
  type ScanCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from './clients';

type Item = Record<string, unknown>;

/**
 * Every page of a query, following `LastEvaluatedKey` (from `input.ExclusiveStartKey` when set).
 * For callers that stop on what a page says (items read, not only items returned).
 */
export function queryPages(input: QueryCommandInput): AsyncIterable<QueryCommandOutput> {
  // The SDK paginator writes the page token into its input: give it a copy.
  return paginateQuery({ client: dynamoClient() }, { ...input });
}

/** Every item a query returns, page after page; `input.Limit` is the size of each page. */
export async function* queryAll(input: QueryCommandInput): AsyncIterable<Item> {
  for await (const page of queryPages(input)) yield* page.Items ?? [];
}

/** Every item a scan returns, page after page. */
export async function* scanAll(input: ScanCommandInput): AsyncIterable<Item> {
  for await (const page of paginateScan({ client: dynamoClient() }, { ...input }))
    yield* page.Items ?? [];
}

/** The items of an iterable, collected (for small result sets the caller sorts or maps whole). */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
