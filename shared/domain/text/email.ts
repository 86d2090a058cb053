import { capLineLength } from './bounded';
import { htmlToText, looksLikeHtml } from './html';
import { splitQuoted } from './quoted';
import { splitSignature } from './signature';

export interface PreparedEmail {
  /** Whole body as plain text. */
  text: string;
  /** The new message, quoted earlier messages removed. */
  fresh: string;
  quoted: string;
  /** Fresh text without the signature: what classifiers and extractors read. */
  content: string;
  signature: string;
  /**
   * A forwarded message's text without its signature (empty unless the mail forwards one): the
   * request, when the forwarder's own note names no items.
   */
  forwarded: string;
  /** The forwarded message's signature. */
  forwardedSignature: string;
  /** The first earlier message's author as written (its From field or reply header). */
  earlierFrom: string;
  wasHtml: boolean;
}

/** Bodies are cut here; quote requests longer than this are not e-mails people write. */
export const MAX_BODY_CHARS = 1_000_000;

export function prepareEmail(body: string): PreparedEmail {
  const bounded = (body ?? '').slice(0, MAX_BODY_CHARS);
  const wasHtml = looksLikeHtml(bounded);
  // Wrapping a long line without spaces adds line breaks: the bound holds after it too.
  const text = capLineLength(
    (wasHtml ? htmlToText(bounded) : bounded).replace(/\r\n?/g, '\n').trim(),
  ).slice(0, MAX_BODY_CHARS);
  const split = splitQuoted(text);
  const { content, signature } = splitSignature(split.fresh);
  const forwarded = split.forwarded
    ? splitSignature(split.forwarded)
    : { content: '', signature: '' };
  return {
    text,
    fresh: split.fresh,
    quoted: split.quoted,
    content,
    signature,
    forwarded: forwarded.content,
    forwardedSignature: forwarded.signature,
    earlierFrom: split.earlierFrom,
    wasHtml,
  };
}
