/**
 * Turning a token span into an item description: trimming joiners and separators, dropping request
 * wording ("Could you quote …") and delivery tails ("… by 12 March"), and recognising spans that
 * are not products (request nouns, company figures, documents) or only a variant of the item before.
 */

import { conjunctionEndsAt, conjunctionLengthAt, isPunct, type Token } from './mention-tokens';
import {
  CONJUNCTION_PHRASES,
  DOCUMENT_WORD,
  FIGURE_NOUNS,
  GREETING_OPENERS,
  OF_WORDS,
  QUANTITY_LABELS,
  REQUEST_NOUNS,
  TRAILING_FILLER,
  VARIANT_PREPOSITIONS,
  VARIANT_WORDS,
} from './mention-vocabulary';

export function sliceText(
  text: string,
  tokens: readonly Token[],
  from: number,
  to: number,
): string {
  const first = tokens[from];
  const last = tokens[to - 1];
  if (!first || !last || to <= from) return '';
  return text.slice(first.start, last.end);
}

/** "SKF 22220 E": a capital letter after a number is the part's suffix, not "e" (and). */
function codeSuffix(tokens: readonly Token[], index: number): boolean {
  return /^\p{Lu}$/u.test(tokens[index]?.text ?? '') && /\d/.test(tokens[index - 1]?.text ?? '');
}

/** Trim joiners, separators and request filler from both ends of a token span. */
export function trimSpan(tokens: readonly Token[], from: number, to: number): [number, number] {
  let start = from;
  let end = to;
  for (let guard = 0; guard < 8 && start < end; guard += 1) {
    const length = conjunctionLengthAt(tokens, start);
    if (length > 0) start += length;
    else if (isPunct(tokens[start]) && tokens[start]?.text !== '(') start += 1;
    else break;
  }
  while (end > start && isPunct(tokens[end - 1]) && tokens[end - 1]?.text !== ')') end -= 1;
  // "… taille 8 et de 2 cartons": the joiner's preposition goes with it.
  if (
    end - 1 > start &&
    OF_WORDS.has(tokens[end - 1]?.lower ?? '') &&
    conjunctionEndsAt(tokens, end - 2)
  )
    end -= 1;
  while (end > start && conjunctionEndsAt(tokens, end - 1) && !codeSuffix(tokens, end - 1)) {
    const phrase = CONJUNCTION_PHRASES.find((words) =>
      words.every((word, offset) => tokens[end - words.length + offset]?.lower === word),
    );
    end -= phrase ? phrase.length : 1;
  }
  while (end > start && isPunct(tokens[end - 1]) && tokens[end - 1]?.text !== ')') end -= 1;
  // "bearings x 4": the multiplication sign belongs to the quantity.
  if (end > start + 1 && /^[x×]$/i.test(tokens[end - 1]?.text ?? '')) end -= 1;
  return [start, end];
}

/** The text after the last ':' of a span (a request verb phrase usually precedes it). */
export function afterLastColon(tokens: readonly Token[], from: number, to: number): number {
  // The token right before `to` is the mention's own separator.
  for (let index = to - 2; index > from; index -= 1) {
    if (tokens[index]?.text === ':') return index + 1;
  }
  return from;
}

/** Request wording before the product: "Could you quote", "bitten wir um Ihr Angebot über". */
const REQUEST_LEAD =
  /^(?:.*?\b(?:quote|quotation|price\s+(?:on|for)|prices?\s+for|offer\s+for|need|needs|require|like|order|angebot\s+über|angebot\s+für|bräuchten\s+wir|brauchen\s+wir|benötigen\s+wir|brauche|benötige|bitte(?:\s+noch)?|offre\s+pour|prix\s+pour|faudrait|faut|besoin\s+de|voudrais|precio\s+(?:y\s+plazo\s+)?de|cotización\s+de|oferta\s+de|necesito|necesitamos|offerta\s+per|prezzo\s+per|servono|servirebbero|ordinare|offerte\s+voor|prijs\s+voor|nodig|graag)\b\s*)/iu;

export function stripRequestLead(description: string): string {
  if (description.length > 300) return description;
  // "Necesitamos cotización de …": request wording can come in two pieces.
  const stripped = description.replace(REQUEST_LEAD, '').replace(REQUEST_LEAD, '');
  return stripped.length >= 2 ? stripped : description;
}

const DELIVERY_TAIL =
  /\s+(?:bis(?:\s+(?:zum|spätestens))?|spätestens|until|by|before|no\s+later\s+than|avant(?:\s+le)?|d'ici|au\s+plus\s+tard|entro(?:\s+il)?|antes\s+del?|uiterlijk|vóór|for\s+delivery|delivered)\s+(?:\d|\p{L}+\s+\d|(?:next\s+|nächsten\s+|kommenden\s+)?(?:monday|tuesday|wednesday|thursday|friday|montag|dienstag|mittwoch|donnerstag|freitag|lundi|mardi|mercredi|jeudi|vendredi|lunes|martes|miércoles|jueves|viernes|lunedì|martedì|mercoledì|giovedì|venerdì|maandag|dinsdag|woensdag|donderdag|vrijdag|tomorrow|morgen|demain|mañana|domani|end\s+of)(?![\p{L}]))[\s\S]*$/iu;

/**
 * "…, levering week 14", "…, Lieferung bis 15.4.", "… for delivery w/c 13th April": when the item
 * is wanted, after it and a comma, a spaced dash or "for".
 */
const DELIVERY_NOUN_TAIL =
  /(?:,\s?|\s-\s|\sfor\s)(?:delivery|levering|lieferung|liefertermin|lieferdatum|livraison|entrega|consegna|leverdatum)(?![\p{L}])[\s\S]*$/iu;

/**
 * "Hola, en la línea 1 …", "Hi John, …": a greeting that opens the sentence ("hi-vis vests" is a
 * product: a hyphen joins the greeting's letters to a word).
 */
const GREETING_LEAD = new RegExp(
  String.raw`^(?:${GREETING_OPENERS.map((opener) => opener.replace(/ /g, String.raw`\s+`)).join('|')})(?![\p{L}-])[^,.!:]{0,30}[,!:]\s*`,
  'iu',
);

export function finishDescription(raw: string): string {
  let description = raw.replace(/\s+/g, ' ').trim().replace(GREETING_LEAD, '');
  description = description.replace(DELIVERY_TAIL, '').replace(DELIVERY_NOUN_TAIL, '');
  description = trimSeparators(description);
  return withoutQuantityLabel(description.replace(TRAILING_FILLER, '').trim());
}

/**
 * Punctuation around a description, and a multiplication sign or an ellipsis left at its end by
 * the quantity after it ("Hex nut M8 x 200 pcs", "Bearing 6205 ... 4 pcs").
 */
export function trimSeparators(description: string): string {
  return description
    .replace(/^[\s:,;.\-–—]+|[\s:,;\-–—→>]+$/g, '')
    .replace(/\s[x×*]$/i, '')
    .replace(/\s*(?:\.{2,}|…)$/, '');
}

/** "Bearing 6205-2RS qty", "Kugellager 6205, Menge": the label of the quantity that follows. */
export function withoutQuantityLabel(description: string): string {
  const words = description.split(' ');
  const label = (words.at(-1) ?? '').toLowerCase().replace(/[.:]+$/, '');
  if (words.length < 2 || !QUANTITY_LABELS.has(label)) return description;
  return words
    .slice(0, -1)
    .join(' ')
    .replace(/[\s,;:\-–—→>]+$/, '');
}

export function figureOrDocument(description: string): boolean {
  const first = description.split(/\s+/, 1)[0]?.toLowerCase() ?? '';
  return FIGURE_NOUNS.has(first) || DOCUMENT_WORD.test(first);
}

export function isRequestNoun(description: string): boolean {
  const first = description.split(/\s+/, 1)[0]?.toLowerCase() ?? '';
  return REQUEST_NOUNS.has(first);
}

/** "in size 10", "more in the grey-tinted version": a variant of the product named before. */
export function isVariantPhrase(tokens: readonly Token[], from: number, to: number): boolean {
  let index = from;
  while (index < to && index < from + 2 && VARIANT_PREPOSITIONS.has(tokens[index]?.lower ?? '')) {
    index += 1;
  }
  return index < to && VARIANT_WORDS.has(tokens[index]?.lower ?? '');
}

/** The product of a description without its variant ("… 11-840 in Größe 9" → "… 11-840"). */
export function productBase(description: string): string {
  const match = description.match(
    /^(.*?)(?:[\s,]+(?:in|en|de|di|im|van|the)?\s*(?:size|größe|grösse|gr\.|taille|talla|taglia|maat|misura|colou?r|farbe|couleur|colore|kleur|version|ausführung)(?:\b|(?<=\.)).*)$/iu,
  );
  return (match?.[1] ?? description).trim();
}
