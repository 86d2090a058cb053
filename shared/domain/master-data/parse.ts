import type * as z from 'zod';
import { detectDelimiter } from '#domain/documents/csv';
import { jsonNestingDepth, MAX_JSON_DEPTH } from '#domain/util/json-depth';
import { readCsvRows } from './csv';
import { type IgnoredField, IgnoredFieldCounter } from './fields';
import {
  CSV_FIELD_KINDS,
  type CsvFieldKind,
  DATASET_SCHEMAS,
  type DatasetRecordMap,
  type MasterDataset,
} from './schemas';

export interface RecordError {
  /** 1-based line in the input where the rejected record starts. */
  line: number;
  error: string;
}

export interface ParseResult<T> {
  records: T[];
  /** Records seen (non-blank lines for NDJSON, data rows for CSV). */
  received: number;
  rejected: number;
  /** At most `maxErrors` entries; `rejected` keeps counting beyond that. */
  errors: RecordError[];
  /** True when the input had more than `maxLines` records; the rest was not read. */
  truncated: boolean;
  /** Fields of the input the dataset does not read, most frequent first. */
  ignored_fields: IgnoredField[];
}

export interface ParseOptions {
  maxErrors?: number;
  maxLines?: number;
  /** Longest accepted NDJSON line in characters. */
  maxLineLength?: number;
}

export interface CsvParseOptions extends ParseOptions {
  /** Cell separator; detected from the header row (',', ';' or tab) when absent. */
  delimiter?: string;
}

const DEFAULT_MAX_ERRORS = 100;
const DEFAULT_MAX_LINES = 500_000;
const DEFAULT_MAX_LINE_LENGTH = 1_000_000;
const MAX_ERROR_TEXT = 300;

class ResultCollector<T> {
  private readonly collected: Omit<ParseResult<T>, 'ignored_fields'> = {
    records: [],
    received: 0,
    rejected: 0,
    errors: [],
    truncated: false,
  };
  private readonly maxErrors: number;
  readonly maxLines: number;
  readonly ignoredFields: IgnoredFieldCounter;

  constructor(dataset: MasterDataset, options: ParseOptions) {
    this.maxErrors = options.maxErrors ?? DEFAULT_MAX_ERRORS;
    this.maxLines = options.maxLines ?? DEFAULT_MAX_LINES;
    this.ignoredFields = new IgnoredFieldCounter(dataset);
  }

  get result(): ParseResult<T> {
    return { ...this.collected, ignored_fields: this.ignoredFields.report() };
  }

  /**
   * Counts one more record seen; past `maxLines` it marks the result truncated, rejects the record
   * at `line` and answers false: the caller stops reading.
   */
  admit(line: number): boolean {
    if (this.collected.received >= this.maxLines) {
      this.collected.truncated = true;
      this.reject(line, `more than ${this.maxLines} records; the rest was not read`);
      return false;
    }
    this.collected.received++;
    return true;
  }

  accept(record: T): void {
    this.collected.records.push(record);
  }

  reject(line: number, error: string): void {
    this.collected.rejected++;
    if (this.collected.errors.length < this.maxErrors) {
      this.collected.errors.push({ line, error: error.slice(0, MAX_ERROR_TEXT) });
    }
  }
}

export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

function validate<D extends MasterDataset>(
  dataset: D,
  value: unknown,
): { ok: true; record: DatasetRecordMap[D] } | { ok: false; error: string } {
  const schema = DATASET_SCHEMAS[dataset] as unknown as z.ZodType<DatasetRecordMap[D]>;
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, record: parsed.data }
    : { ok: false, error: describeZodError(parsed.error) };
}

/** One JSON object a line; blank lines are skipped; a bad line is rejected with its number. */
export function parseNdjson<D extends MasterDataset>(
  text: string,
  dataset: D,
  options: ParseOptions = {},
): ParseResult<DatasetRecordMap[D]> {
  const collector = new ResultCollector<DatasetRecordMap[D]>(dataset, options);
  const maxLineLength = options.maxLineLength ?? DEFAULT_MAX_LINE_LENGTH;
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let lineNumber = 0;
  while (start < text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    lineNumber++;
    const line = text.slice(start, end).trim();
    start = end + 1;
    if (line.length === 0) continue;
    if (!collector.admit(lineNumber)) break;
    if (line.length > maxLineLength) {
      collector.reject(lineNumber, `line longer than ${maxLineLength} characters`);
      continue;
    }
    if (jsonNestingDepth(line) > MAX_JSON_DEPTH) {
      collector.reject(lineNumber, `nested deeper than ${MAX_JSON_DEPTH} levels`);
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      collector.reject(lineNumber, `invalid JSON: ${(error as Error).message}`);
      continue;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      collector.reject(lineNumber, 'a record must be a JSON object');
      continue;
    }
    collector.ignoredFields.note(value as Record<string, unknown>);
    const outcome = validate(dataset, value);
    if (outcome.ok) collector.accept(outcome.record);
    else collector.reject(lineNumber, outcome.error);
  }
  return collector.result;
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'x', 'ja', 'oui', 'si', 'sí', 'ja', 'wahr']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'nein', 'non', 'nee', 'falsch']);

function coerceCell(raw: string, kind: CsvFieldKind | undefined): unknown {
  if (kind === 'list') {
    return raw
      .split(';')
      .map((item) => item.trim())
      .filter((item) => item.length > 0);
  }
  if (kind === 'boolean') {
    const word = raw.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    return raw; // left as text so that validation names the field
  }
  if (kind === 'number') {
    const compact = raw.trim().replace(/^(-?\d+),(\d+)$/, '$1.$2');
    const value = Number(compact);
    return compact !== '' && Number.isFinite(value) ? value : raw;
  }
  return raw;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

function setPath(target: Record<string, unknown>, path: string[], value: unknown): boolean {
  let node: Record<string, unknown> = target;
  for (let depth = 0; depth < path.length; depth++) {
    const key = path[depth] as string;
    if (FORBIDDEN_KEYS.has(key)) return false;
    if (depth === path.length - 1) {
      node[key] = value;
      return true;
    }
    const child = node[key];
    if (typeof child === 'object' && child !== null && !Array.isArray(child)) {
      node = child as Record<string, unknown>;
    } else {
      const created: Record<string, unknown> = {};
      node[key] = created;
      node = created;
    }
  }
  return false;
}

/**
 * Header row, then one record a row. Nested fields by dotted header names (`address.city`),
 * list fields separated by ';', booleans and numbers coerced; empty cells count as absent.
 */
export function parseCsv<D extends MasterDataset>(
  text: string,
  dataset: D,
  options: CsvParseOptions = {},
): ParseResult<DatasetRecordMap[D]> {
  const collector = new ResultCollector<DatasetRecordMap[D]>(dataset, options);
  const delimiter = options.delimiter ?? detectDelimiter(text);
  const rows = readCsvRows(text, { delimiter, maxRows: collector.maxLines + 2 });
  const headerRow = rows[0];
  if (!headerRow || headerRow.error) {
    collector.reject(1, headerRow?.error ?? 'empty input: a header row is required');
    return collector.result;
  }
  const kinds: Record<string, CsvFieldKind> = CSV_FIELD_KINDS[dataset];
  const columns = headerRow.cells.map((cell) => {
    const name = cell.trim();
    const path = name.split('.').map((part) => part.trim());
    return { name, path, kind: kinds[name] ?? kinds[path[0] ?? ''] };
  });

  for (let index = 1; index < rows.length; index++) {
    const row = rows[index];
    if (!row) continue;
    if (row.cells.length === 1 && row.cells[0]?.trim() === '' && !row.error) continue;
    if (!collector.admit(row.line)) break;
    if (row.error) {
      collector.reject(row.line, row.error);
      continue;
    }
    if (row.cells.length > columns.length) {
      collector.reject(
        row.line,
        `row has ${row.cells.length} cells but the header has ${columns.length}`,
      );
      continue;
    }
    const value: Record<string, unknown> = {};
    row.cells.forEach((cell, column) => {
      const spec = columns[column];
      if (!spec || spec.name === '' || cell.trim() === '') return;
      setPath(value, spec.path, coerceCell(cell, spec.kind));
    });
    collector.ignoredFields.note(value);
    const outcome = validate(dataset, value);
    if (outcome.ok) collector.accept(outcome.record);
    else collector.reject(row.line, outcome.error);
  }
  return collector.result;
}

/** Picks the reader by content type ('application/x-ndjson', 'text/csv', …). */
export function parseMasterData<D extends MasterDataset>(
  text: string,
  dataset: D,
  contentType: string,
  options: CsvParseOptions = {},
): ParseResult<DatasetRecordMap[D]> {
  return /csv/i.test(contentType)
    ? parseCsv(text, dataset, options)
    : parseNdjson(text, dataset, options);
}
