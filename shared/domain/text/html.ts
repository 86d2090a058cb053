import { convert, type FormatCallback, type HtmlToTextOptions } from 'html-to-text';
import { trimTrailing } from './bounded';

/** Bodies above this size are cut before parsing so a hostile message cannot stall the parser. */
export const MAX_HTML_CHARS = 2_000_000;

const HTML_SIGNALS =
  /<(?:html|body|head|div|p|br|table|tr|td|th|span|font|b|i|u|strong|em|ul|ol|li|a\s|img|meta|style|blockquote|h[1-6])\b[^>]*>/i;

export function looksLikeHtml(input: string): boolean {
  const head = input.slice(0, 20_000);
  if (/^\s*<!doctype html/i.test(head)) return true;
  const matches = head.match(new RegExp(HTML_SIGNALS.source, 'gi'));
  if (!matches) return false;
  // One stray tag in plain text (e.g. "<b>") is not enough; real HTML mails carry several.
  return matches.length >= 2 || /<\/(?:html|body|div|p|table)>/i.test(head);
}

type DomNode = { type?: string; name?: string; prev?: DomNode | null };

function isPreviousCellPresent(elem: DomNode): boolean {
  let sibling = elem.prev ?? null;
  while (sibling) {
    if (sibling.type === 'tag' && (sibling.name === 'td' || sibling.name === 'th')) return true;
    sibling = sibling.prev ?? null;
  }
  return false;
}

// Cells are written inline with ' | ' between them so a table row stays one line of text.
const formatTableCell: FormatCallback = (elem, walk, builder) => {
  if (isPreviousCellPresent(elem as DomNode)) builder.addInline(' | ', { noWordTransform: true });
  walk(elem.children, builder);
};

const formatTableRow: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 1 });
  walk(elem.children, builder);
  builder.closeBlock({ trailingLineBreaks: 1 });
};

const OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  preserveNewlines: false,
  limits: { maxInputLength: MAX_HTML_CHARS, maxDepth: 200, maxChildNodes: 20_000 },
  formatters: { tableCell: formatTableCell, tableRow: formatTableRow },
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'script', format: 'skip' },
    { selector: 'style', format: 'skip' },
    { selector: 'head', format: 'skip' },
    {
      selector: 'table',
      format: 'block',
      options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
    },
    { selector: 'tr', format: 'tableRow' },
    { selector: 'td', format: 'tableCell' },
    { selector: 'th', format: 'tableCell' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'h5', options: { uppercase: false } },
    { selector: 'h6', options: { uppercase: false } },
    { selector: 'blockquote', options: { trimEmptyLines: true } },
  ],
};

/** Sanitised plain text: table rows become lines with cells joined by ' | '. Never throws. */
export function htmlToText(html: string): string {
  const input = html.length > MAX_HTML_CHARS ? html.slice(0, MAX_HTML_CHARS) : html;
  try {
    return normaliseWhitespace(convert(input, OPTIONS));
  } catch {
    return normaliseWhitespace(input.replace(/<[^>]*>/g, ' '));
  }
}

function normaliseWhitespace(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => trimTrailing(line, ' \t'))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
