import { CUES, type CueIntent, NEUTRAL_PHRASES } from './cues';
import { phraseSpace } from './text';

export interface CueMatch {
  intent: CueIntent;
  language: string;
  phrase: string;
}

interface CompiledCue {
  intent: CueIntent;
  language: string;
  phrase: string;
  key: string;
  /** A phrase with a gap ('kunnen jullie ons … sturen'): its words around up to twelve others. */
  gapped?: RegExp;
}

/**
 * How many words a gap in a cue spans ('könnt ihr uns 4 Dosen Sprühkleber schicken'). Numbers do
 * not count: '8 dozen lasdraad SG2 1,0 mm (15 kg spoel)' is two items, not eighteen words.
 */
const GAP_WORDS = 12;
/** Any run of tokens that start with a digit ('8', '1', '0' of '1,0'). */
const NUMBERS = '(?:[0-9][^ ]* )*';
/**
 * Words a gap never spans: asking to send a quote, a price, a list, a document, the tracking, a
 * confirmation or the invoice is no order.
 */
const NOT_ITEM_WORDS =
  'angebot|offert|offerta|oferta|offre|preis|prijs|prezz|preci|prix|devis|presupuest|quot|price|pricing|catalog|katalog|tarif|listino|datenblatt|datasheet|brochure|informa|zertifikat|certific|track|sendungsnummer|suivi|seguimiento|tracciamento|confirm|bestatig|auftragsbestatig|conferm|bevestig|orderbevestig|accuse|invoice|rechnung|factur|fattur|factuur';
const NOT_IN_GAP = `(?![0-9])(?!${NOT_ITEM_WORDS})`;
/** How many words after a cue that ends in a gap ('vi chiediamo di inviarci …') are checked. */
const TRAILING_GAP_WORDS = 5;

/**
 * A cue with a gap between its words ('könnt ihr uns … schicken'), or ending in one ('vi chiediamo
 * di inviarci …': the items follow, so none of the next five words is a quote, a price or a
 * document). Bounded repetitions and lookaheads only: linear.
 */
function gappedPattern(phrase: string): RegExp {
  const parts = phrase.split('…').map((part) => phraseSpace(part).trim());
  if (parts.length === 2 && parts[1] === '') {
    return new RegExp(
      ` ${parts[0]} (?=[^ ])(?!(?:[^ ]+ ){0,${TRAILING_GAP_WORDS - 1}}(?:${NOT_ITEM_WORDS}))`,
    );
  }
  // Numbers before each counted word and before the closing word: one way to match, so linear.
  return new RegExp(
    ` ${parts.join(` (?:${NUMBERS}${NOT_IN_GAP}[^ ]+ ){0,${GAP_WORDS}}${NUMBERS}`)} `,
  );
}

/**
 * A phrase's key in the padded haystack. A phrase ending in '*' is a stem: its last word may go on
 * ('annul*' is 'annulez', 'annullate', 'annulado'), so its key keeps no space after it.
 */
function cueKey(phrase: string): string {
  const key = phraseSpace(phrase.replace(/\*$/, ''));
  return phrase.endsWith('*') ? key.trimEnd() : key;
}

const COMPILED: CompiledCue[] = Object.entries(CUES).flatMap(([intent, byLanguage]) =>
  Object.entries(byLanguage).flatMap(([language, phrases]) =>
    phrases.map((phrase) =>
      phrase.includes('…')
        ? { intent: intent as CueIntent, language, phrase, key: '', gapped: gappedPattern(phrase) }
        : { intent: intent as CueIntent, language, phrase, key: cueKey(phrase) },
    ),
  ),
);

const NEUTRAL_KEYS = NEUTRAL_PHRASES.map(phraseSpace);

/**
 * A condition on the price or the offer that an order waits on ('if the price is right', 'wenn
 * der Preis passt', 'si el precio está bien', 'se va bene', 'als de prijs goed is'), per language,
 * or the price in line with what was paid ('se è in linea con l'ultimo ordine'), over phrase-spaced text in which a stressed 'sí'/'sì' (yes) has become 'yes' first: 'Sí, el
 * precio está bien, adelante' accepts. At most one determiner between the condition word and what
 * it is on, "everything" in each language too (the Spanish "if everything is fine" waits on the
 * price); literal alternatives only: linear.
 */
const CONDITIONS: Record<string, RegExp> = {
  en: / (?:if|provided) (?:the |your |our |this |that |these |all |everything )?(?:price|prices|pricing|quote|quotation|offer|figures|numbers|ok|okay|acceptable|is ok|is okay|is fine|works|suits|in line|it is in line|it s in line|in line with) /,
  de: / (?:wenn|falls|sofern) (?:der |die |das |ihr |ihre |euer |eure |alles |es )?(?:preis|preise|angebot|konditionen|ok|passt|stimmt|in ordnung|im rahmen) /,
  fr: / si (?:le |les |la |l |votre |vos |ce |ton |tes |tout |c |cela |ca )?(?:prix|tarif|tarifs|devis|offre|conditions|ok|est ok|est bon|convient|nous convient|vous convient|est dans nos prix|dans nos prix) /,
  es: / si (?:el |los |la |las |su |sus |vuestro |vuestra |vuestros |tu |tus |todo |les |os |nos )?(?:precio|precios|oferta|presupuesto|cotizacion|condiciones|ok|esta bien|encaja|cuadra|parece bien|vale|esta en linea|en linea) /,
  it: / se (?:il |i |la |le |l |vostro |vostra |vostri |tuo |tua |tutto |vi |ci )?(?:prezzo|prezzi|offerta|preventivo|quotazione|condizioni|ok|e ok|va bene|vanno bene|torna|convince|e in linea|in linea) /,
  nl: / (?:als|indien|mits) (?:de |uw |jullie |het |je |alles )?(?:prijs|prijzen|offerte|aanbieding|akkoord|ok|oke|klopt|in lijn) /,
};
/**
 * The order the condition holds back is promised by the writer ('we will send the PO', 'bestellen
 * wir', 'le mandamos la orden de compra', 'vi passiamo l'ordine', 'sturen we de inkooporder'), not
 * asked of the supplier: 'if the price is as quoted, please ship 20 on PO 4471' places the order.
 * Literal alternatives only: linear.
 */
const PROMISE =
  / (?:we will|we ll|we would|we d|we shall|we send|we place|we order|we raise|we issue|then we|you will get|you ll get|you will have|will follow|bestellen wir|schicken wir|senden wir|geben wir|erteilen wir|bekommen sie|erhalten sie|geht die bestellung|kommt die bestellung|folgt die bestellung|bestellung folgt|auftrag folgt|nous passerons|nous passons|nous commanderons|nous commandons|on passe|on passera|on commande|on vous envoie|on vous enverra|nous vous enverrons|nous vous envoyons|vous aurez|suit|suivra|mandamos|enviamos|pasamos|hacemos el pedido|pasaremos|enviaremos|mandaremos|te mando|le mando|os mando|tendreis|tendran|vi mandiamo|vi passiamo|vi inviamo|vi giriamo|ordiniamo|procediamo|vi manderemo|vi invieremo|ordineremo|avrete|segue|seguira|sturen we|sturen wij|bestellen we|bestellen wij|plaatsen we|plaatsen wij|geven we|geven wij|krijgen jullie|krijgt u|volgt|ontvangen jullie|ontvangt u) /;
/** A stressed 'sí' or 'sì' says yes, not 'if'. */
const STRESSED_YES = /(^|[^\p{L}])s[íì](?![\p{L}])/giu;
const SENTENCE_BREAK = /(?<=[.!?;])\s+|\n+/;
/** Longer texts (never the new text, which is cut at 4,000 characters) are read whole. */
const MAX_SENTENCE_READ_CHARS = 20_000;

/**
 * The condition on the price or the offer in `sentence`, with its language, when the sentence
 * promises the order it holds back; else null.
 */
function priceCondition(sentence: string): { language: string; phrase: string } | null {
  const haystack = phraseSpace(sentence.replace(STRESSED_YES, '$1yes'));
  if (!PROMISE.test(haystack)) return null;
  for (const [language, pattern] of Object.entries(CONDITIONS)) {
    const match = pattern.exec(haystack);
    if (match) return { language, phrase: match[0].trim() };
  }
  return null;
}

/**
 * Cue phrases found in a text. A phrase that is part of a longer matched phrase is dropped: 'bitte
 * um angebot' is not also counted as 'angebot', nor 'conferma d ordine' inside the chase 'non
 * abbiamo ricevuto … conferma d ordine', and the longer phrase's intent is what the words say ('el
 * resto del pedido no cambia' is a change, not the chase 'resto del pedido'). A sentence whose
 * order waits on the price ('if the price is right we send the PO today') promises an order, it
 * places none: its order phrases give way to the condition, a price-request cue. One that asks
 * for the goods on that condition ('if the price is as quoted, please ship …') orders.
 */
export function findCues(text: string): CueMatch[] {
  const conditional: CueMatch[] = [];
  let rest = text;
  if (text.length <= MAX_SENTENCE_READ_CHARS) {
    const sentences = text.split(SENTENCE_BREAK);
    const kept: string[] = [];
    for (const sentence of sentences) {
      const condition = priceCondition(sentence);
      const cues = condition ? matchCues(sentence) : [];
      if (!condition || !cues.some((cue) => cue.intent === 'order')) {
        kept.push(sentence);
        continue;
      }
      const others = cues.filter((cue) => cue.intent !== 'order');
      // The condition is a price-request cue of its own unless a listed one already says it.
      if (!others.some((cue) => cue.intent === 'quote'))
        conditional.push({
          intent: 'quote',
          language: condition.language,
          phrase: condition.phrase,
        });
      conditional.push(...others);
    }
    if (conditional.length > 0) rest = kept.join('\n');
  }
  const found = [...matchCues(rest), ...conditional];
  const seen = new Set<string>();
  return found.filter((cue) => {
    const key = `${cue.intent}|${cue.phrase}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The cue phrases of one text, each phrase inside a longer matched phrase left out. */
function matchCues(text: string): CueMatch[] {
  let haystack = phraseSpace(text);
  // Keys are space-padded, so replacing one by a single space keeps the words around it apart.
  for (const neutral of NEUTRAL_KEYS) {
    if (haystack.includes(neutral)) haystack = haystack.replaceAll(neutral, ' ');
  }
  if (haystack.length <= 2) return [];
  // Each found cue with the text it covers: its key, or what its gapped pattern matched.
  const found: Array<{ cue: CompiledCue; covers: string }> = [];
  for (const cue of COMPILED) {
    if (cue.gapped) {
      const match = cue.gapped.exec(haystack);
      if (match) found.push({ cue, covers: match[0] });
    } else if (cue.key.length > 2 && haystack.includes(cue.key)) {
      found.push({ cue, covers: cue.key });
    }
  }
  const seen = new Set<string>();
  const kept: CueMatch[] = [];
  for (const { cue, covers } of found) {
    const covered =
      cue.key !== '' &&
      found.some(
        (other) =>
          other.cue !== cue && other.covers.length > covers.length && other.covers.includes(covers),
      );
    // Gapped cues have no key: each counts under its phrase.
    const dedupeKey = `${cue.intent}|${cue.key || cue.phrase}`;
    if (covered || seen.has(dedupeKey)) continue;
    seen.add(dedupeKey);
    kept.push({ intent: cue.intent, language: cue.language, phrase: cue.phrase });
  }
  return kept;
}
