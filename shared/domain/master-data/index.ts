export { readCsvRows } from './csv';
export type { IgnoredField } from './fields';
export { dedupeByKey, RECORD_KEYS, recordKey } from './keys';
export {
  type CsvParseOptions,
  describeZodError,
  type ParseOptions,
  type ParseResult,
  parseCsv,
  parseMasterData,
  parseNdjson,
  type RecordError,
} from './parse';
export { toE164 } from './phone';
export * from './schemas';
