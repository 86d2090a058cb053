/**
 * Reads a ZIP central directory without inflating anything, to see what an archive holds,
 * whether entries are encrypted and how large it would be once unpacked (zip bombs).
 */
export interface ZipSummary {
  entries: string[];
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
  const invalid: ZipSummary = { entries: [], encrypted: false, uncompressedBytes: 0, valid: false };
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
  let encrypted = false;
  let uncompressedBytes = 0;
  const decoder = new TextDecoder();
  for (let index = 0; index < Math.min(entryCount, MAX_ENTRIES); index++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== DIRECTORY_ENTRY) {
      return { entries, encrypted, uncompressedBytes, valid: false };
    }
    const flags = view.getUint16(offset + 8, true);
    const uncompressed = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if ((flags & 0x1) !== 0) encrypted = true;
    // 0xFFFFFFFF means a ZIP64 size we do not read: count it as huge.
    uncompressedBytes += uncompressed === 0xffffffff ? Number.MAX_SAFE_INTEGER / 2 : uncompressed;
    entries.push(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, encrypted, uncompressedBytes, valid: true };
}
