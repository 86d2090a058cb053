/** File type by content (magic bytes), never by the declared content type or extension alone. */
export const SniffedType = {
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpeg',
  tiff: 'tiff',
  gif: 'gif',
  webp: 'webp',
  bmp: 'bmp',
  zip: 'zip',
  ole: 'ole',
  rar: 'rar',
  sevenZip: '7z',
  gzip: 'gzip',
  text: 'text',
  unknown: 'unknown',
} as const;
export type SniffedType = (typeof SniffedType)[keyof typeof SniffedType];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

export function sniffType(bytes: Uint8Array): SniffedType {
  if (indexOfPdfHeader(bytes) >= 0) return SniffedType.pdf;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return SniffedType.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return SniffedType.jpeg;
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return SniffedType.tiff;
  }
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return SniffedType.gif;
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return SniffedType.webp;
  }
  if (startsWith(bytes, [0x42, 0x4d])) return SniffedType.bmp;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return SniffedType.zip;
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return SniffedType.ole;
  if (startsWith(bytes, [0x52, 0x61, 0x72, 0x21])) return SniffedType.rar;
  if (startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return SniffedType.sevenZip;
  if (startsWith(bytes, [0x1f, 0x8b])) return SniffedType.gzip;
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return SniffedType.text;
  if (looksLikeText(bytes)) return SniffedType.text;
  return SniffedType.unknown;
}

/** PDF readers accept the header within the first kilobyte. */
function indexOfPdfHeader(bytes: Uint8Array): number {
  const limit = Math.min(bytes.length - 4, 1024);
  for (let index = 0; index < limit; index++) {
    if (
      bytes[index] === 0x25 &&
      bytes[index + 1] === 0x50 &&
      bytes[index + 2] === 0x44 &&
      bytes[index + 3] === 0x46 &&
      bytes[index + 4] === 0x2d
    ) {
      return index;
    }
  }
  return -1;
}

function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  const sample = bytes.subarray(0, 8192);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control++;
  }
  return control / sample.length < 0.02;
}

/** Decodes text as UTF-8 (with BOM handling), falling back to Windows-1252 for legacy exports. */
export function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}
