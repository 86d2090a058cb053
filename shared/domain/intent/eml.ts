/**
 * A minimal, bounded reader for raw .eml files, enough to turn a stored e-mail into an intent
 * request (sender, subject, readable body, headers). Used by the evaluation, not by the service.
 */
import type { IntentInput } from './types';

const MAX_EML_BYTES = 2_000_000;
const MAX_DEPTH = 4;

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitHeaders(raw: string): Part {
  const text = raw.replace(/\r\n?/g, '\n').replace(/^From [^\n]*\n/, '');
  const end = text.indexOf('\n\n');
  const head = end >= 0 ? text.slice(0, end) : text;
  const body = end >= 0 ? text.slice(end + 2) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!(name in headers)) headers[name] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const joined = text.replace(/=\n/g, '');
  for (let index = 0; index < joined.length; index++) {
    const char = joined[index];
    const hex = joined.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function charsetOf(contentType: string): BufferEncoding {
  const charset = /charset="?([^";\s]+)/i.exec(contentType)?.[1]?.toLowerCase() ?? 'utf-8';
  return /^(iso-8859-1|latin1|windows-1252|us-ascii|iso-8859-15)$/.test(charset)
    ? 'latin1'
    : 'utf8';
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  const charset = charsetOf(part.headers['content-type'] ?? '');
  if (encoding.includes('base64'))
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString(charset);
  if (encoding.includes('quoted-printable'))
    return decodeQuotedPrintable(part.body).toString(charset);
  return part.body;
}

/** RFC 2047 encoded words in headers. */
export function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
    (_, charset: string, kind: string, data: string) => {
      const encoding: BufferEncoding = /utf-?8/i.test(charset) ? 'utf8' : 'latin1';
      if (kind.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString(encoding);
      return decodeQuotedPrintable(data.replace(/_/g, ' ')).toString(encoding);
    },
  );
}

function readableParts(part: Part, depth: number, out: string[]): void {
  if (depth > MAX_DEPTH || out.length >= 3) return;
  const contentType = (part.headers['content-type'] ?? 'text/plain').toLowerCase();
  if (contentType.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
    if (!boundary) return;
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      readableParts(splitHeaders(piece.replace(/^\n/, '')), depth + 1, out);
    }
    return;
  }
  if (contentType.startsWith('text/plain') || contentType.startsWith('text/html')) {
    out.push(decodeBody(part));
  } else if (contentType.startsWith('message/delivery-status')) {
    out.push(part.body);
  }
}

export function emlToIntentInput(raw: string): IntentInput {
  const root = splitHeaders(raw.slice(0, MAX_EML_BYTES));
  const texts: string[] = [];
  readableParts(root, 0, texts);
  const headers: Record<string, string> = {};
  for (const name of [
    'auto-submitted',
    'precedence',
    'x-autoreply',
    'x-autorespond',
    'x-autoresponder',
    'x-apple-action',
    'content-type',
  ]) {
    const value = root.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  return {
    sender: decodeHeader(root.headers.from ?? ''),
    subject: decodeHeader(root.headers.subject ?? ''),
    body: texts.join('\n\n').slice(0, 200_000),
    attachments: [],
    headers,
  };
}
