/**
 * Reads a ZIP central directory without inflating anything, to see what an archive holds,
 * whether entries are encrypted and how large it would be once unpacked (zip bombs).
 */
import { createInflateRaw } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate. */
  method: number;
  compressedBytes: number;
  uncompressedBytes: number;
  localHeaderOffset: number;
}

export interface ZipSummary {
  entries: string[];
  /** Where each entry's data sits, for bounded reads of single entries. */
  details: ZipEntry[];
  encrypted: boolean;
  uncompressedBytes: number;
  /** False when the directory could not be found or parsed. */
  valid: boolean;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const MAX_ENTRIES = 100_000;

export function summariseZip(bytes: Uint8Array): ZipSummary {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const invalid: ZipSummary = {
    entries: [],
    details: [],
    encrypted: false,
    uncompressedBytes: 0,
    valid: false,
  };
  const searchFrom = Math.max(0, bytes.length - 22 - 65_535);
  let endOffset = -1;
  for (let offset = bytes.length - 22; offset >= searchFrom; offset--) {
    if (view.getUint32(offset, true) === END_OF_DIRECTORY) {
      endOffset = offset;
      break;
    }
  }
  if (endOffset < 0) return invalid;
  const entryCount = view.getUint16(endOffset + 10, true);
  let offset = view.getUint32(endOffset + 16, true);
  const entries: string[] = [];
  const details: ZipEntry[] = [];
  let encrypted = false;
  let uncompressedBytes = 0;
  const decoder = new TextDecoder();
  for (let index = 0; index < Math.min(entryCount, MAX_ENTRIES); index++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== DIRECTORY_ENTRY) {
      return { entries, details, encrypted, uncompressedBytes, valid: false };
    }
    const flags = view.getUint16(offset + 8, true);
    const method = view.getUint16(offset + 10, true);
    const compressed = view.getUint32(offset + 20, true);
    const uncompressed = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if ((flags & 0x1) !== 0) encrypted = true;
    // 0xFFFFFFFF means a ZIP64 size we do not read: count it as huge.
    uncompressedBytes += uncompressed === 0xffffffff ? Number.MAX_SAFE_INTEGER / 2 : uncompressed;
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    entries.push(name);
    details.push({
      name,
      method,
      compressedBytes: compressed,
      uncompressedBytes: uncompressed,
      localHeaderOffset: view.getUint32(offset + 42, true),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, details, encrypted, uncompressedBytes, valid: true };
}

/** The compressed data of one entry, or null when its local header is out of place. */
function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedBytes;
  return end <= bytes.length ? bytes.subarray(start, end) : null;
}

/**
 * Counts `<row` elements of a worksheet XML entry while inflating it, and stops as soon as the
 * count passes `limit`: a million-row sheet is recognised after inflating about `limit` rows,
 * without building the workbook in memory. Returns the count (limit + 1 when over).
 */
export async function countSheetRows(
  bytes: Uint8Array,
  entry: ZipEntry,
  limit: number,
): Promise<number> {
  const data = entryData(bytes, entry);
  if (!data) return 0;
  if (entry.method === 0) {
    return Math.min(limit + 1, countRows(new TextDecoder().decode(data), limit));
  }
  if (entry.method !== 8) return 0;
  return new Promise<number>((resolve) => {
    const inflate = createInflateRaw();
    let rows = 0;
    let carry = '';
    let done = false;
    const finish = (value: number) => {
      if (done) return;
      done = true;
      inflate.destroy();
      resolve(value);
    };
    inflate.on('data', (chunk: Buffer) => {
      const text = carry + chunk.toString('latin1');
      rows += countRows(text, limit - rows);
      // "<row" split across chunks: keep the last few characters for the next one.
      carry = text.slice(-4);
      if (rows > limit) finish(limit + 1);
    });
    inflate.on('end', () => finish(rows));
    inflate.on('error', () => finish(rows));
    inflate.end(data);
  });
}

function countRows(text: string, limit: number): number {
  let count = 0;
  let from = 0;
  for (;;) {
    const at = text.indexOf('<row', from);
    if (at < 0 || count > limit) return count;
    const next = text.charCodeAt(at + 4);
    // "<row>" or "<row " but not "<rows…" or "<rowBreaks".
    if (next === 62 || next === 32 || next === 47 || Number.isNaN(next)) count++;
    from = at + 4;
  }
}
