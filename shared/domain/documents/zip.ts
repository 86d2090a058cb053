/**
 * Reads a ZIP central directory without inflating anything, to see what an archive holds,
 * whether entries are encrypted and how large it declares it would be once unpacked; then counts
 * what it actually unpacks to, chunk by chunk, before a reader inflates it all (zip bombs).
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

/** Why inflating a container stopped early, or 'ok' when every entry stayed within the bounds. */
export type UnpackVerdict = 'ok' | 'too_large';

/**
 * Inflates every entry once, in chunks that are counted and dropped, and stops as soon as the
 * bytes actually produced across all entries pass `maxUnpackedBytes` or a worksheet passes
 * `maxRows` rows. The sizes a zip declares can be honest and still huge (450 MB of shared strings),
 * or lie; only the inflated bytes tell, and counting them holds one chunk at a time.
 */
export async function checkUnpacked(
  bytes: Uint8Array,
  entries: readonly ZipEntry[],
  bounds: { maxUnpackedBytes: number; maxRows: number },
): Promise<UnpackVerdict> {
  let budget = bounds.maxUnpackedBytes;
  for (const entry of entries) {
    const data = entryData(bytes, entry);
    // Damaged or unsupported entries are the workbook reader's to report.
    if (!data || (entry.method !== 0 && entry.method !== 8)) continue;
    const isSheet = /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name);
    let rows = 0;
    let carry = '';
    const overRows = (chunk: Uint8Array): boolean => {
      if (!isSheet) return false;
      const text =
        carry + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
      rows += countRows(text, bounds.maxRows - rows);
      // "<row" split across chunks: keep the last few characters for the next one.
      carry = text.slice(-4);
      return rows > bounds.maxRows;
    };
    if (entry.method === 0) {
      budget -= data.byteLength;
      if (budget < 0 || overRows(data)) return 'too_large';
      continue;
    }
    const verdict = await new Promise<UnpackVerdict | 'done'>((resolve) => {
      const inflate = createInflateRaw();
      let settled = false;
      const finish = (value: UnpackVerdict | 'done') => {
        if (settled) return;
        settled = true;
        inflate.destroy();
        resolve(value);
      };
      inflate.on('data', (chunk: Buffer) => {
        budget -= chunk.byteLength;
        if (budget < 0 || overRows(chunk)) finish('too_large');
      });
      inflate.on('end', () => finish('done'));
      inflate.on('error', () => finish('done'));
      inflate.end(data);
    });
    if (verdict === 'too_large') return verdict;
  }
  return 'ok';
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
