import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { prepareEmail } from '#domain/text/email';
import { foldText } from '#domain/text/fold';
import { isGenericDomain, isOwnDomain, NO_DOMAINS } from './generic-domains';
import { GIVEN_NAMES } from './given-names';
import {
  canonicalLegalForm,
  LEGAL_FORM_TOKENS,
  legalFormKey,
  legalTailStart,
  NAME_STOP_TOKENS,
} from './legal-forms';
import {
  addressTextTokens,
  canonicalNameToken,
  emailDomain,
  mentionsStreet,
  nameCoreTokens,
  normaliseCustomerNumber,
  normaliseDomain,
  normaliseEmail,
  normalisePostalCode,
  normaliseVatId,
  regionFromDomain,
  stopMarkedWords,
  streetKeysInTokens,
  streetLineKeys,
  streetNamesInTokens,
  tokenize,
} from './normalize';
import type { CustomerMatchRequest } from './types';

/** Where a clue was found; content outranks the signature for ship-to inference. */
export type ClueSource = 'request' | 'content' | 'signature' | 'thread';

export interface PhoneClue {
  e164: string;
  source: ClueSource;
  /** The country of a number written with its country code (ISO 3166-1 alpha-2). */
  country?: string;
}

export interface NationalPhoneClue {
  /** The number's digits as written, trunk prefix included ('0717270010'). */
  digits: string;
  /** The run as written, to be parsed in a candidate country. */
  written: string;
  source: ClueSource;
}

/** Everything the matcher reads from a request, extracted once. */
export interface RequestClues {
  senderEmail: string;
  senderDomain: string;
  senderDomainIsGeneric: boolean;
  /**
   * The author of the earlier message the mail quotes or forwards (its From field or reply
   * header), when that is another address than the sender's: the customer, when a rep or a shared
   * mailbox forwards the customer's mail. Empty otherwise.
   */
  earlierEmail: string;
  earlierDomain: string;
  earlierDomainIsGeneric: boolean;
  defaultRegion: CountryCode | undefined;
  phones: PhoneClue[];
  /**
   * Digits of numbers written without a country code ('071 727 00 10', '75 14 22 60'), to be
   * looked up in the book in the country of each number it holds (`withNationalPhones`).
   */
  nationalPhones: NationalPhoneClue[];
  /** Non-generic domains seen in the text (e-mail addresses, web sites), sender's excluded. */
  textDomains: string[];
  textEmails: string[];
  vatIds: string[];
  /** Alphanumeric tokens that may be customer numbers, with whether a label preceded them. */
  numberTokens: { value: string; labelled: boolean }[];
  postalCodes: { code: string; source: ClueSource }[];
  /** Lines that announce a delivery address ('Lieferadresse:', 'livrer à', 'ship to' …). */
  deliveryTokens: Set<string>;
  deliveryPostalCodes: Set<string>;
  /** A no-reply or system sender: no person wrote this message. */
  senderIsAutomated: boolean;
  contentTokens: Set<string>;
  /** Content tokens in order, space-separated and space-padded, for phrase look-ups. */
  contentPhrase: string;
  signatureTokens: Set<string>;
  /** Content and signature tokens together, and the postal codes' codes: what address checks read. */
  textTokens: Set<string>;
  postalCodeSet: Set<string>;
  /** Tokens of content and signature for company-name lookup (abbreviations written out). */
  nameTokens: Set<string>;
  /**
   * Per line of signature and content, its company-name tokens (legal forms and connectors
   * dropped): a name is best read on the line that holds it, whether or not it has a legal form.
   */
  nameLines: string[][];
  /**
   * Per name line, its words that are the initials of other words beside them ('DL' in 'Da Lite
   * (DL)', 'TS' in 'Tektronix Schweiz (TS)'): the name's own short form, not another company's
   * word.
   */
  nameLineInitials: Set<string>[];
  /**
   * Per name line, the name words written after a single initial, with it ('muller' → 'h' in 'H.
   * Müller Stahlbau'): a given name cut to its initial.
   */
  nameLineInitialled: Map<string, string>[];
  /** Legal forms that end a line of the text ('gmbh', 'sarl'): the sender's company's form. */
  legalForms: Set<string>;
  /**
   * The company lines with a legal form of the sender's own signature (the fresh message's, not a
   * forwarded one's; not under a delivery cue), and the line of capitalised words under the
   * sender's name and role (`companyUnderSender`), read as `nameLines` are: who signs the mail.
   * Another organisation the mail names (an end customer, a delivery site, the author of a
   * forwarded message) is not on them.
   */
  senderCompanyLines: Pick<
    RequestClues,
    'nameLines' | 'nameLineInitials' | 'nameLineInitialled' | 'nameTokens'
  >;
  /**
   * Name-line tokens whose umlaut transliteration was collapsed ('softwrae' → 'softwra'), with
   * the spelling as written, so that a typo next to an 'e' is still one edit from the book word.
   */
  spellings: Map<string, string>;
  /** Words written with a full stop after them ('Antriebst.', 'Ind.'): possible abbreviations. */
  abbreviations: Set<string>;
  /** Words of two to six letters written in capitals ('SGT', 'Q.E.'): possible initials. */
  capitalWords: Set<string>;
  /** House number + street word keys found anywhere in the text ('116 siemens'). */
  streetKeys: Set<string>;
  /**
   * Those of lines that are a street address of their own ('3000 W. Paradise Rd.'), in the
   * signature or the last lines of the content: the sender's address.
   */
  streetLineKeys: Set<string>;
  /**
   * Postal codes written on a line of their own with the town ('23554 Lübeck', 'Cork T23 E6F8'),
   * in the signature or the last lines of the content and not under a delivery cue: where the
   * sender is.
   */
  senderPostalCodes: Set<string>;
  /** The countries the sender's postal codes are written with ('D-70535': DE). */
  senderPostalCountries: Set<string>;
  /** The sender's lines say they write from a branch or site ('Niederlassung Süd', 'Agence de Lyon'). */
  branchNamed: boolean;
  /**
   * The initials of runs of two or three adjacent words of the text's last lines ('la' for 'Los
   * Angeles'): a city the book writes by its initials.
   */
  placeInitials: Set<string>;
  /**
   * The words the sender's address lines write alone as a line or a comma-separated part of one
   * ('la' in '…, Venice Blvd., la', not in 'Mariscos La Playa').
   */
  placeWordsAlone: Set<string>;
  /** The streets the text names without a house number (`streetNamesInTokens`). */
  streetNames: string[][];
  /** Lines likely to hold a person's name (closing lines, signature start). */
  signatureText: string;
  threadSenders: string[];
}

const MAX_TEXT = 20_000;
/** The last lines of the content that may be the sender's signature when none was told apart. */
const SENDER_LINES = 8;
/**
 * First words of a signature's line about another company than the sender's, in the six
 * languages: membership, registration, group, partnership, general partner, certification.
 */
const ABOUT_ANOTHER_COMPANY: ReadonlySet<string> = new Set(
  [
    'mitglied member membre lid socio miembro membro',
    'eingetragen registered inscrit inscrite iscritta iscritto inscrita ingeschreven',
    'teil part partie parte onderdeel',
    'partner partenaire partnerbetrieb vertragspartner authorised authorized autorise',
    'personlich komplementarin komplementar gesellschafterin',
    'zertifiziert certified certifie certificato certificado gecertificeerd powered',
  ]
    .join(' ')
    .split(' '),
);
/**
 * A company's former name after its cue, in the six languages and Swedish and Polish, to a closing
 * bracket or the line's end.
 */
const FORMER_NAME =
  /\b(?:vormals|ehemals|fr(?:u|ü|ue)her|formerly|gi(?:a|à)|anciennement|antes|voorheen|tidigare|dawniej)[:\s]+([^()\n]{3,80})/giu;
/** An article before `MEMBER_NOUNS` ('Ein Unternehmen der', 'A company of'); alone, an initial. */
const ARTICLES: ReadonlySet<string> = new Set('ein eine a an une un una uno een'.split(' '));
const MEMBER_NOUNS: ReadonlySet<string> = new Set(
  'unternehmen company member part division subsidiary brand societe azienda empresa bedrijf onderneming tochtergesellschaft'.split(
    ' ',
  ),
);
/** A company line that signs a mail is short: a sentence ending in 'GmbH' names, not signs. */
const MAX_SIGNING_LINE_TOKENS = 10;
const MAX_RAW_BODY = 200_000;
const MAX_PHONES = 10;
const MAX_PHONE_CANDIDATES = 40;

const EMAIL_PATTERN = /[a-z0-9._%+-]{1,64}@[a-z0-9.-]{1,253}\.[a-z]{2,24}/gi;
const SINGLE_EMAIL = new RegExp(EMAIL_PATTERN.source, 'i');
const URL_PATTERN =
  /\b(?:https?:\/\/)?(?:www\.)([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*\.[a-z]{2,24})/gi;
// Separators inside a VAT id stay on its line: the next line's words are no part of it.
const VAT_PATTERN =
  /\b(ATU|BE|BG|CY|CZ|DE|DK|EE|EL|GR|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|GB|XI|CHE)[ \t.-]?[0-9A-Z](?:[ \t.-]?[0-9A-Z]){6,13}\b/g;
/** Every national VAT number carries seven digits or more; words after a country code do not. */
const MIN_VAT_DIGITS = 7;
/** The French VAT number of a company's SIREN: its two-digit key, then the SIREN. */
const frenchVat = (siren: string): string =>
  `FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')}${siren}`;

/**
 * National numbers that make the VAT number, written under their own label: the Danish CVR ('CVR
 * 29653305' = DK29653305), the Polish NIP ('NIP 525-000-12-34' = PL5250001234), the Italian
 * Partita IVA, the Portuguese NIF, the Swedish and Norwegian organisation numbers ('Org.nr
 * 556484-7894' = SE556484789401, nine digits: NO…MVA), the Finnish Y-tunnus, the Czech IČO, the
 * Belgian enterprise number, the Hungarian adószám and the French SIREN or SIRET.
 */
const NATIONAL_VAT_NUMBERS: ReadonlyArray<readonly [RegExp, (digits: string) => string]> = [
  [/\bCVR(?:-?NR\.?)?[ \t:.]*((?:\d[ \t]?){8})(?!\d)/g, (digits) => `DK${digits}`],
  [/\bNIP[ \t:.]*((?:\d[ \t-]?){10})(?!\d)/g, (digits) => `PL${digits}`],
  [
    /\b(?:PARTITA[ \t]+IVA|P\.?[ \t]?IVA|P\.[ \t]?I\.)(?:[ \t]?\/[ \t]?C\.?[ \t]?F\.?)?[ \t:.]*((?:\d[ \t]?){11})(?!\d)/g,
    (digits) => `IT${digits}`,
  ],
  [/\b(?:NIF|NIPC)[ \t:.]*((?:\d[ \t]?){9})(?!\d)/g, (digits) => `PT${digits}`],
  [
    /\b(?:ORG(?:ANISATIONS)?\.?[ \t]?(?:NR|NUMMER)|ORGNR)[ \t:.]*((?:\d[ \t-]?){9,10})(?!\d)/g,
    (digits) => (digits.length === 10 ? `SE${digits}01` : `NO${digits}MVA`),
  ],
  [/\bY-TUNNUS[ \t:.]*(\d{7}-?\d)(?!\d)/g, (digits) => `FI${digits}`],
  // A British VAT number written without its 'GB' ('VAT No. 532 8000 99', 'VAT Reg. No 123456789').
  [
    /\bVAT[ \t]*(?:REG(?:ISTRATION)?\.?[ \t]*)?(?:NO|NUMBER|NR)?\.?[ \t:.]*((?:\d[ \t]?){9})(?!\d)/g,
    (digits) => `GB${digits}`,
  ],
  [/\bI[ČC]O?[ \t:.]+((?:\d[ \t]?){8})(?!\d)/g, (digits) => `CZ${digits}`],
  [
    /\b(?:ONDERNEMINGSNUMMER|ENTREPRISE|KBO|BCE)[ \t:.]*(0(?:[ \t.]?\d){9})(?!\d)/g,
    (digits) => `BE${digits}`,
  ],
  [/\bAD[OÓ]SZ[AÁ]M[ \t:.]*(\d{8})-\d-\d{2}\b/g, (digits) => `HU${digits}`],
  [/\bSIRE[NT][ \t:.]*((?:\d[ \t]?){9})(?:(?:[ \t]?\d){5})?(?!\d)/g, (digits) => frenchVat(digits)],
];
const CUSTOMER_NUMBER_LABEL =
  /(kunden|kd|customer|cust|client|cliente|klant|debiteur|debitor|account|acct|konto|n[°o]|nr|no|num|numero|nummer)\W{0,3}$/i;
// Portuguese and Polish codes with their hyphen ('3000-150', '90-361') and Dutch codes ('4841 TI')
// are tried before bare four-digit ones, which would take their digits; Irish Eircodes ('T23
// E6F8', 'D6W XY45') before British codes.
const POSTAL_PATTERN =
  /\b(?:[A-Z]{1,2}-)?(\d{4}-\d{3}|\d{2}-\d{3}|\d{4} ?[A-Z]{2}(?!\.)|\d{4,5}|\d{3} \d{2}|[AC-FHKNPRTV-Y]\d[\dW] ?[\dAC-FHKNPR-Y]{4}|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})\b/g;

// Phone-like runs: digits with the usual separators, within one line. Pre-filtering with this
// pattern is far cheaper than scanning the whole text with libphonenumber's finder; each run is
// then parsed and checked by libphonenumber. A run with an international prefix or a trunk zero is
// a possible number anywhere; one without ('213/857-0034', '(773) 555 0134') only in a known
// region and only when it is a valid number there.
const PHONE_CANDIDATE = /(?:\+|\(|\b)\d[\d \t()./-]{5,22}\d/g;
const PHONE_PREFIXED = /^(?:\+|00|\(?0)/;

const INTERNATIONAL_PREFIX = /^(?:\+|00)/;
/** National significant numbers are 6 to 12 digits in Europe; a trunk zero may add one. */
const NATIONAL_DIGITS = /^\d{6,13}$/;

function collectPhones(
  text: string,
  source: ClueSource,
  region: CountryCode | undefined,
  into: PhoneClue[],
  national: NationalPhoneClue[],
): void {
  if (!text) return;
  const tried = new Set<string>();
  for (const match of text.slice(0, MAX_TEXT).matchAll(PHONE_CANDIDATE)) {
    if (into.length >= MAX_PHONES) return;
    if (!INTERNATIONAL_PREFIX.test(match[0]) && national.length < MAX_PHONES) {
      const digits = match[0].replace(/\D/g, '');
      if (NATIONAL_DIGITS.test(digits) && !national.some((phone) => phone.digits === digits)) {
        national.push({ digits, written: match[0], source });
      }
    }
    const prefixed = PHONE_PREFIXED.test(match[0]);
    if (!prefixed && region === undefined) continue;
    const candidate = match[0].replace(/^00/, '+').replace(/\(0\)/g, '');
    // Parsing costs about half a millisecond; repeated and excess candidates are skipped.
    if (tried.has(candidate)) continue;
    if (tried.size >= MAX_PHONE_CANDIDATES) return;
    tried.add(candidate);
    const parsed = parsePhoneNumberFromString(candidate, region);
    if (!parsed?.isPossible() || (!prefixed && !parsed.isValid())) continue;
    if (!into.some((phone) => phone.e164 === parsed.number)) {
      into.push({
        e164: parsed.number,
        source,
        // Only a number written with its country code says where the sender is.
        ...(INTERNATIONAL_PREFIX.test(candidate) && parsed.country
          ? { country: parsed.country }
          : {}),
      });
    }
  }
}

export function parseRequestPhone(phone: string, region?: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(phone.slice(0, 40), region);
  return parsed?.isPossible() ? parsed.number : null;
}

function toRegion(country: string | undefined): CountryCode | undefined {
  if (!country) return undefined;
  const upper = country.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(upper) ? (upper as CountryCode) : undefined;
}

export function extractClues(
  request: CustomerMatchRequest,
  genericDomains: ReadonlySet<string>,
  /** The region of the book's phone numbers, when neither the request nor the domain tells. */
  fallbackRegion?: CountryCode,
  /** The tenant's own mail domains (`ownDomainSet`). */
  ownDomains: ReadonlySet<string> = NO_DOMAINS,
): RequestClues {
  const { email: senderEmail, displayName } = parseSender(request.sender ?? '');
  const senderDomain = emailDomain(senderEmail);
  const senderDomainIsGeneric =
    senderDomain !== '' && isGenericDomain(senderDomain, genericDomains);
  // The tenant's own staff forwarding a customer's mail, or writing about one: their signature,
  // phone and domain are the tenant's, and the message they forward or quote is the customer's.
  const senderIsStaff = isOwnDomain(senderDomain, ownDomains);

  // HTML mails carry tens of kilobytes of markup before the text, so the raw body is cut far
  // later than the text the matcher reads.
  const prepared = prepareEmail((request.body ?? '').slice(0, MAX_RAW_BODY));
  const earlierEmail = normaliseEmail(prepared.earlierFrom.match(SINGLE_EMAIL)?.[0] ?? '');
  // A quoted message of the tenant's own staff (the quote a customer answers) is not the customer's.
  const earlierDomain =
    earlierEmail === senderEmail || isOwnDomain(emailDomain(earlierEmail), ownDomains)
      ? ''
      : emailDomain(earlierEmail);
  const earlierDomainIsGeneric =
    earlierDomain !== '' && isGenericDomain(earlierDomain, genericDomains);
  // A forwarded message's numbers are written where its author is.
  const domainRegion = (domain: string, generic: boolean) =>
    generic ? undefined : toRegion(regionFromDomain(domain));
  const defaultRegion =
    toRegion(request.country) ??
    (prepared.forwarded ? domainRegion(earlierDomain, earlierDomainIsGeneric) : undefined) ??
    (senderIsStaff ? undefined : domainRegion(senderDomain, senderDomainIsGeneric)) ??
    fallbackRegion;
  const signatureBlock = senderIsStaff ? '' : (request.signature_block ?? '').slice(0, MAX_TEXT);
  // A forwarded message is read after the forwarder's note, so that its closing lines are the
  // content's last ones: where its author writes their company and address.
  const content = headAndTail(
    [prepared.content, prepared.forwarded].filter(Boolean).join('\n'),
    MAX_TEXT,
  );
  // The fresh message's signature (the sender's own), then a forwarded one's.
  const ownSignature = senderIsStaff
    ? ''
    : [signatureBlock, prepared.signature.slice(0, MAX_TEXT)].filter(Boolean).join('\n');
  const signature = [ownSignature, prepared.forwardedSignature.slice(0, MAX_TEXT)]
    .filter(Boolean)
    .join('\n');

  const phones: PhoneClue[] = [];
  if (request.phone && !senderIsStaff) {
    const e164 = parseRequestPhone(request.phone, defaultRegion);
    if (e164) phones.push({ e164, source: 'request' });
  }
  const nationalPhones: NationalPhoneClue[] = [];
  // Where no signature was told apart, the content's closing lines are the sender's: a phone
  // there is theirs as in a signature ('Thanks! — Gina, (215) 555-0183').
  const closingLines = signature ? '' : content.split('\n').slice(-SENDER_LINES).join('\n');
  collectPhones(signature || closingLines, 'signature', defaultRegion, phones, nationalPhones);
  collectPhones(content, 'content', defaultRegion, phones, nationalPhones);

  const fullText = `${content}\n${signature}`;
  const textEmails = new Set<string>();
  const textDomains = new Set<string>();
  // A web or mail domain the text names that may be a customer's: not the sender's, a free-mail
  // provider's or the tenant's own.
  const isCustomerDomain = (domain: string) =>
    domain !== '' &&
    domain !== senderDomain &&
    !isGenericDomain(domain, genericDomains) &&
    !isOwnDomain(domain, ownDomains);
  for (const match of fullText.matchAll(EMAIL_PATTERN)) {
    const email = normaliseEmail(match[0]);
    if (email === senderEmail) continue;
    textEmails.add(email);
    const domain = emailDomain(email);
    if (isCustomerDomain(domain)) textDomains.add(domain);
  }
  for (const match of fullText.matchAll(URL_PATTERN)) {
    const domain = normaliseDomain(match[1] ?? '');
    if (isCustomerDomain(domain)) textDomains.add(domain);
  }

  const vatIds = new Set<string>();
  const upperText = fullText.toUpperCase();
  for (const match of upperText.matchAll(VAT_PATTERN)) {
    // Only Spanish and French numbers start with a letter: 'SIRET 404 833 …' is no Slovenian one.
    const prefix = match[1] ?? '';
    const first = match[0].slice(prefix.length).replace(/^[ \t.-]/, '')[0] ?? '';
    if (/[A-Z]/.test(first) && prefix !== 'ES' && prefix !== 'FR') continue;
    const vatId = normaliseVatId(match[0]);
    if (vatId.replace(/\D/g, '').length >= MIN_VAT_DIGITS) vatIds.add(vatId);
  }
  for (const [pattern, vatOf] of NATIONAL_VAT_NUMBERS)
    for (const match of upperText.matchAll(pattern))
      vatIds.add(normaliseVatId(vatOf((match[1] ?? '').replace(/\D/g, ''))));

  const numberTokens: { value: string; labelled: boolean }[] = [];
  for (const match of fullText.matchAll(/[A-Za-z0-9][A-Za-z0-9/_.-]{2,30}/g)) {
    if (!/\d/.test(match[0]) || numberTokens.length >= 500) continue;
    const before = fullText.slice(Math.max(0, (match.index ?? 0) - 24), match.index ?? 0);
    numberTokens.push({
      value: normaliseCustomerNumber(match[0]),
      labelled: CUSTOMER_NUMBER_LABEL.test(before.trimEnd()),
    });
  }

  const postalCodes: { code: string; source: ClueSource }[] = [];
  const addPostal = (text: string, source: ClueSource) => {
    for (const match of text.toUpperCase().matchAll(POSTAL_PATTERN)) {
      if (postalCodes.length >= 200) return;
      postalCodes.push({ code: normalisePostalCode(match[0]), source });
    }
  };
  addPostal(content, 'content');
  addPostal(signature, 'signature');

  // Split into lines once: the delivery, company-line and closing-line readers share them.
  const contentLines = content.split('\n');
  const signatureLines = signature.split('\n');
  // The content's closing lines: where the sender writes their company and address.
  const senderLines = contentLines.slice(-SENDER_LINES);
  const delivery = deliveryLines([...contentLines, ...signatureLines]);
  const deliveryLineSet = new Set(delivery);
  const deliveryText = delivery.join('\n');
  const deliveryPostalCodes = new Set<string>();
  for (const match of deliveryText.toUpperCase().matchAll(POSTAL_PATTERN)) {
    deliveryPostalCodes.add(normalisePostalCode(match[0]));
  }

  // Where the goods go is not where the sender is.
  const senderPostalCountries = new Set<string>();
  // A signature on one line ('Metzgerei Berger | Rudolf-Diesel-Straße 95 | 33604 Bielefeld',
  // 'Kirchenstraße 23/9 · 4600 Wels'): each part is an address line of its own too.
  const senderAddressLines = [...senderLines, ...signatureLines]
    .filter((line) => !deliveryLineSet.has(line))
    .flatMap((line) => {
      const parts = line.length <= MAX_SEGMENTED_LINE ? line.split(ADDRESS_PARTS) : [];
      return parts.length >= 2 ? [line, ...parts.map((part) => part.trim())] : [line];
    });

  // Whether a line is a street address of its own, read once per line: no company is read from
  // one, neither as a line nor as runs of capitalised words.
  const streetLines = new Map<string, boolean>();
  const isStreetLine = (line: string): boolean => {
    let street = streetLines.get(line);
    if (street === undefined) {
      street = streetLineKeys([line]).size > 0;
      streetLines.set(line, street);
    }
    return street;
  };

  // Each text is split once; its tokens serve the address, name and phrase look-ups alike.
  const contentWords = tokenize(content);
  const signatureWords = tokenize(signature);
  const fullTextWords = tokenize(fullText);
  const contentTokens = addressTextTokens(contentWords);
  const signatureTokens = addressTextTokens(signatureWords);
  const { nameLines, nameLineInitials, nameLineInitialled, legalForms, spellings } =
    companyNameLines(
      [
        ...withSegments(signatureLines, senderEmail),
        ...withNameRuns(withSegments(senderLines, senderEmail), isStreetLine),
        ...withNameRuns(contentLines.slice(0, -SENDER_LINES), isStreetLine),
      ],
      isStreetLine,
    );
  const nameTokens = new Set([...contentWords, ...signatureWords]);
  for (const line of nameLines) for (const token of line) nameTokens.add(token);
  // The sender's own signature; without one told apart, the fresh content's closing lines.
  const senderLocalPart = localPartLetters(senderEmail);
  const closing = senderIsStaff
    ? []
    : ownSignature
      ? ownSignature.split('\n')
      : prepared.content.slice(-MAX_TEXT).split('\n').slice(-SENDER_LINES);
  const signingLines = closing.filter((line) => !deliveryLineSet.has(line));
  // The name the sender's company had before ('… (vormals Hermann Hübner & Söhne GmbH)', '– già
  // Trasmissioni Rinaldi S.a.s.'): the book may still hold it.
  const formerNames = senderIsStaff
    ? []
    : [...`${prepared.content.slice(-MAX_TEXT)}\n${ownSignature}`.matchAll(FORMER_NAME)].map(
        (match) => match[1] ?? '',
      );
  const withLegalForm = [
    ...formerNames,
    ...new Set(
      // A signature on one line ('Bernhard, Einkauf, Reiter Transporte GmbH & Co KG, 5020
      // Salzburg', 'Łukasz Piotrowski – Jankowski i Nowak Sp. j. – T: …'): each part too.
      withSegments(signingLines, senderEmail).flatMap((line) =>
        line.length > MAX_SEGMENTED_LINE
          ? [line]
          : [line, ...line.split(SEGMENT_SEPARATOR), ...line.split(ADDRESS_PARTS)],
      ),
    ),
  ].filter((line) => isSigningCompanyLine(line, senderLocalPart));
  const senderCompanyLines = companyNameLines(
    [
      ...withLegalForm,
      // Under the sender's name, whatever cue for a delivery the mail wrote before it.
      ...companyUnderSender(closing, senderLocalPart).filter(
        (line) => !withLegalForm.includes(line),
      ),
    ],
    isStreetLine,
  );

  const threadSenders = (request.thread_history ?? [])
    .slice(0, 50)
    .map((message) => normaliseEmail(message.sender ?? ''))
    .filter((email) => email.includes('@'));

  return {
    senderEmail,
    senderDomain,
    senderDomainIsGeneric,
    earlierEmail: earlierDomain ? earlierEmail : '',
    earlierDomain,
    earlierDomainIsGeneric,
    defaultRegion,
    phones,
    nationalPhones,
    textDomains: [...textDomains].slice(0, 20),
    textEmails: [...textEmails].slice(0, 20),
    vatIds: [...vatIds].slice(0, 20),
    numberTokens,
    postalCodes,
    deliveryTokens: addressTextTokens(tokenize(deliveryText)),
    deliveryPostalCodes,
    senderIsAutomated: AUTOMATED_SENDER.test(senderEmail.slice(0, senderEmail.indexOf('@') + 1)),
    contentTokens,
    contentPhrase: ` ${fullTextWords.join(' ')} `,
    signatureTokens,
    textTokens: new Set([...contentTokens, ...signatureTokens]),
    postalCodeSet: new Set(postalCodes.map((entry) => entry.code)),
    nameTokens,
    nameLines,
    nameLineInitials,
    nameLineInitialled,
    legalForms,
    senderCompanyLines: {
      nameLines: senderCompanyLines.nameLines,
      nameLineInitials: senderCompanyLines.nameLineInitials,
      nameLineInitialled: senderCompanyLines.nameLineInitialled,
      // A name word elsewhere in the signature counts as anywhere in the text ('Elektrohandel
      // GmbH & Co KG' above '9500 Villach' for 'Elektrohandel Villach GmbH & Co KG').
      nameTokens: new Set([
        ...tokenize(signingLines.join('\n').slice(0, MAX_TEXT)),
        ...senderCompanyLines.nameLines.flat(),
      ]),
    },
    spellings,
    abbreviations: stopMarkedWords(fullText.slice(0, MAX_TEXT)),
    capitalWords: capitalWordsIn(fullText),
    streetKeys: streetKeysInTokens(fullTextWords),
    placeInitials: initialsOfRuns(fullTextWords.slice(-PLACE_WORDS)),
    placeWordsAlone: wordsAlone(senderAddressLines),
    streetNames: streetNamesInTokens(fullTextWords.slice(-PLACE_WORDS)),
    streetLineKeys: streetLineKeys(senderAddressLines),
    senderPostalCodes: postalCodesWithTown(senderAddressLines, senderPostalCountries),
    senderPostalCountries,
    branchNamed: senderAddressLines.some((line) => BRANCH_WORDS.test(foldText(line.slice(0, 200)))),
    signatureText: [displayName, signature || contentLines.slice(-6).join('\n')]
      .filter(Boolean)
      .join('\n'),
    threadSenders,
  };
}

/** Words naming a company's branch or site, in the languages of the book's countries. */
// The registered or head office ('Sede legale', 'sede social') is no branch.
const BRANCH_WORDS =
  /\b(?:niederlassung|zweigniederlassung|filiale|zweigstelle|standort|werk|branch|depot|site|agence|succursale|etablissement|sede(?! (?:legale|sociale?|centrale|principale|amministrativa))|stabilimento|sucursal|delegacion|vestiging|filiaal|filial|afdeling|oddzial|pobocka)\b/;

const MAX_POSTAL_LINE = 60;
/** A town's name as written: capitalised ('Lübeck', 'Kgs. Lyngby', "L'Aquila"). */
const TOWN_WORD = /(?:^|[\s,'-])\p{Lu}\p{L}/u;
/** A line that is a town's name alone: one to three capitalised words, no digits. */
const TOWN_LINE = /^\s*\p{Lu}[\p{L}.'-]*(?: \p{Lu}[\p{L}.'-]*){0,2}\s*$/u;

/**
 * The postal codes of lines that are a postal code and town of their own ('23554 Lübeck', '9747 AN
 * Groningen', 'Cork T23 E6F8', '721 87 Västerås', 'Kvaglundvej 80, 6705 Esbjerg'): a word of the
 * town beside the code, and no more digits than a house number besides (a phone line's area code
 * is no postal code).
 */
export function postalCodesWithTown(
  lines: readonly string[],
  countries?: Set<string>,
): Set<string> {
  const codes = new Set<string>();
  for (const [at, line] of lines.entries()) {
    if (line.length > MAX_POSTAL_LINE || codes.size >= 10) continue;
    let found = [...sameLengthUpperCase(line).matchAll(POSTAL_PATTERN)];
    let streetLine: boolean | undefined;
    const isStreetLine = () => (streetLine ??= streetLineKeys([line]).size > 0);
    // A street address and its town on one line: the number opening it is the house number
    // ('7262 Industrial Pkwy, Erie, PA 16572').
    if (found.length === 2 && found[0]?.index === 0 && isStreetLine()) found = found.slice(1);
    const match = found.length === 1 ? found[0] : undefined;
    if (!match) continue;
    const before = line.slice(0, match.index);
    const after = line.slice(match.index + match[0].length);
    // The code opens the line or its last part ('…, 6705 Esbjerg') or ends it ('Cork T23 E6F8').
    const head = before.trimEnd();
    const placed = head === '' || head.endsWith(',') || after.trim() === '';
    const otherDigits = (before + after).replace(/\D/g, '').length;
    // A code alone on its line under its town ('Derby' over 'DE24 6XZ', 'Listowel' over 'V31
    // EEWA'), as British and Irish addresses write it.
    const alone = `${before}${after}`.trim() === '';
    const above = lines[at - 1] ?? '';
    const townAbove = alone && above.length <= MAX_POSTAL_LINE && TOWN_LINE.test(above);
    if (!placed || otherDigits > 4 || !(townAbove || TOWN_WORD.test(` ${before} ${after}`)))
      continue;
    // A number opening a street address is its house number ('8358 Sunset Blvd. West').
    if (head === '' && isStreetLine()) continue;
    codes.add(normalisePostalCode(match[0]));
    const country = POSTAL_PREFIX_COUNTRIES[/^([A-Z]{1,2})-/.exec(match[0])?.[1] ?? ''];
    if (country) countries?.add(country);
  }
  return codes;
}

/** The country letters written before a postal code ('D-70535 Stuttgart', 'CH-6300 Zug'). */
const POSTAL_PREFIX_COUNTRIES: Readonly<Record<string, string>> = {
  D: 'DE',
  A: 'AT',
  CH: 'CH',
  FL: 'LI',
  F: 'FR',
  I: 'IT',
  E: 'ES',
  P: 'PT',
  B: 'BE',
  L: 'LU',
  NL: 'NL',
  DK: 'DK',
  S: 'SE',
  N: 'NO',
  FI: 'FI',
  SF: 'FI',
  PL: 'PL',
  CZ: 'CZ',
  SK: 'SK',
  H: 'HU',
  SI: 'SI',
  HR: 'HR',
  RO: 'RO',
  GR: 'GR',
};

/**
 * Upper case that keeps every character at its index, so that a match's index slices the line as
 * written: 'ß' upper-cases to 'SS' ('Wiener Straße 450, 4030 Linz' would lose its comma).
 */
function sameLengthUpperCase(line: string): string {
  const upper = line.replace(/ß/g, 'ẞ').toUpperCase();
  if (upper.length === line.length) return upper;
  return Array.from(line, (char) => {
    const up = char.toUpperCase();
    return up.length === char.length ? up : char;
  }).join('');
}

const MAX_NAME_LINES = 300;
/** A label in front of the company line ('Firma: …', 'Company - …') is not part of the name. */
const COMPANY_LABEL =
  /^\s{0,20}(?:firma|company|soci[eé]t[eé]|empresa|azienda|ditta|bedrijf|organi[sz]ation|organisme|client|kunde|cliente|klant|customer|besteller|auftraggeber|zamawiaj[aą]cy|jednostka|odb[eě]ratel|z[aá]kazn[ií]k|kund|opdrachtgever)\s{0,5}[:\-–]\s{0,5}/i;
const MAX_NAME_LINE = 300;
const MAX_SPELLINGS = 200;

/**
 * Each non-empty line's company-name tokens, abbreviations written out (see `nameLines`), and the
 * legal forms lines end with.
 */
function companyNameLines(
  lines: readonly string[],
  isStreetLine: (line: string) => boolean,
): {
  nameLines: string[][];
  nameLineInitials: Set<string>[];
  nameLineInitialled: Map<string, string>[];
  legalForms: Set<string>;
  spellings: Map<string, string>;
} {
  const nameLines: string[][] = [];
  const nameLineInitials: Set<string>[] = [];
  const nameLineInitialled: Map<string, string>[] = [];
  const legalForms = new Set<string>();
  const spellings = new Map<string, string>();
  for (const line of lines) {
    if (nameLines.length >= MAX_NAME_LINES) break;
    // A street address of its own names a street, not a company ('1430 Larimer St, Denver' is
    // no 'Larimer Street Chophouse').
    if (isStreetLine(line)) continue;
    const unlabelled = line.slice(0, MAX_NAME_LINE).replace(COMPANY_LABEL, '');
    const asWritten: string[] = [];
    const tokens = tokenize(unlabelled, 64, asWritten);
    const core = nameCoreTokens(tokens);
    if (core.length > 0 && spellings.size < MAX_SPELLINGS) {
      asWritten.forEach((written, at) => {
        const token = tokens[at] ?? written;
        if (written !== token) spellings.set(token, written);
      });
    }
    if (core.length === 0) continue;
    nameLines.push(core);
    nameLineInitials.push(initialsBeside(tokens));
    nameLineInitialled.push(initialledWords(tokens));
    const legalForm = legalFormKey(tokens) || legalFormInside(tokens);
    if (legalForm && legalForms.size < 20) legalForms.add(legalForm);
  }
  return { nameLines, nameLineInitials, nameLineInitialled, legalForms, spellings };
}

/** The name words written after a single letter, with the letter ('H. Müller': 'muller' → 'h'). */
function initialledWords(tokens: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  tokens.forEach((token, at) => {
    const next = tokens[at + 1] ?? '';
    if (token.length === 1 && /[a-z]/.test(token) && next.length >= 2 && !/\d/.test(next))
      found.set(canonicalNameToken(next), token);
  });
  return found;
}

/**
 * A line of the sender's signature that names the company signing the mail: short, ending in a
 * legal form, and none of a person's name, a line about another company or a count.
 */
function isSigningCompanyLine(line: string, senderLocalPart: string): boolean {
  const tokens = tokenize(line.slice(0, MAX_NAME_LINE).replace(COMPANY_LABEL, ''), 64);
  const legalForm = legalFormKey(tokens);
  if (tokens.length > MAX_SIGNING_LINE_TOKENS || legalForm === '') return false;
  // A person's surname that spells a short legal form is no company ('Kris De Vos').
  const person =
    legalForm.length <= 3 &&
    tokens.length <= 3 &&
    (GIVEN_NAMES.has(tokens[0] ?? '') || isSenderName(line, senderLocalPart));
  // A line about another company ('Mitglied der … eG', 'Eingetragen im Installateurverzeichnis der
  // … GmbH', 'Part of …', 'Persönlich haftende Gesellschafterin: … Verwaltungs-GmbH') names a
  // member's co-operative, a registrar, a group or a partner.
  const aboutAnother =
    ABOUT_ANOTHER_COMPANY.has(tokens[0] ?? '') ||
    (ARTICLES.has(tokens[0] ?? '') && MEMBER_NOUNS.has(tokens[1] ?? ''));
  // After a number it is a count ('20 ks', Czech pieces), not a company's form.
  const counted = /^\d+$/.test(tokens[legalTailStart(tokens) - 1] ?? '');
  return !person && !aboutAnother && !counted;
}

/**
 * The company line a signature writes under the sender's name and role, without a legal form
 * ('Silvia Martini' over 'Zanella & Barbieri', 'Pavel Novák' over 'Einkauf' over 'Růžička
 * Dopravníky'): capitalised words, two at least, none of them a role's or a department's, no
 * digits, no street, contact or web line. Empty where the sender's name is not found (the
 * mailbox must bear it) or the line after it is none of these.
 */
function companyUnderSender(lines: readonly string[], senderLocalPart: string): string[] {
  const at = lines.findIndex((line) => isSenderName(line.trim(), senderLocalPart));
  if (at < 0) return [];
  for (const line of lines.slice(at + 1, at + 1 + MAX_LINES_UNDER_SENDER)) {
    const words = line.trim().split(/\s+/).filter(Boolean);
    const named = words.filter((word) => !NAME_CONNECTORS.has(foldText(word)));
    if (named.length === 0) continue;
    const roles = named.filter((word) => ROLE_WORDS.has(foldText(word).replace(/[^a-z]/g, '')));
    if (roles.length === named.length) continue;
    const company =
      named.length >= 2 &&
      named.length <= MAX_COMPANY_WORDS_UNDER_SENDER &&
      named.every((word) => CAPITALISED_WORD.test(word)) &&
      roles.length === 0 &&
      !/[\d@:]|www\./i.test(line);
    return company ? [line.trim()] : [];
  }
  return [];
}
const MAX_LINES_UNDER_SENDER = 3;
const MAX_COMPANY_WORDS_UNDER_SENDER = 5;
const CAPITALISED_WORD = /^\p{Lu}[\p{L}'’.-]*$/u;
/** The letters of an address's local part ('jan.de-vries@' → 'jandevries'): the sender's name. */
const localPartLetters = (email: string): string =>
  foldText(email.slice(0, email.indexOf('@') + 1)).replace(/[^a-z]/g, '');

/** A signature written on one line: 'Smith & Wollensky, 201 E. 49th St., New York'. */
const MAX_SEGMENTED_LINE = 160;
const SEGMENT_SEPARATOR = /\s*[,|·•]\s+/;
/** Parts of an address written on one line ('141 bis r. Gustave Eiffel - 69800 Saint-Priest'). */
const ADDRESS_PARTS = /\s+[|·•–-]\s+/;
/** Parts of a line that holds the sender, a role and the company: three to five of them. */
const LINE_PARTS = /\s+[|/–—-]\s+|\s*[|,]\s+/;
const MIN_LINE_PARTS = 3;
const MAX_LINE_PARTS = 5;
const BRANCH_ASIDE = /\s+[–-]\s+|\s*,\s+/;
const PERSON_ASIDE = /\s+[–-]\s+|\s*\|\s*|\s+\(/;
const PERSON_WORD = /^\p{Lu}[\p{L}'.-]*$/u;

/**
 * A person's name of two to four words, each capitalised but a particle ('de', 'van'), whose last
 * word is in the sender's address ('Jan de Vries' of jandevries.zwolle@…).
 */
function isSenderName(text: string, sender: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  if (!PERSON_WORD.test(words[0] ?? '') || !PERSON_WORD.test(words.at(-1) ?? '')) return false;
  const surname = foldText(words.at(-1) ?? '').replace(/[^a-z]/g, '');
  return surname.length >= 3 && sender.includes(surname);
}

const ROLE_SEPARATOR = /\s+[|–—/-]\s+|\s*[|,]\s+/;
/** Words of a department, a site's service or a person's role ('Estates', 'Lab Ops', 'Einkauf'). */
const ROLE_WORDS: ReadonlySet<string> = new Set(
  [
    'procurement purchasing purchase buying buyer estates facilities facility maintenance',
    'operations ops engineering engineer school faculty department dept labs lab laboratory',
    'stores store shop workshop services service office manager owner prop proprietor',
    'technician director chief head team division unit field clinical biomed biomedical medical',
    'physics instructional group of and the for technical planning logistics warehouse sales',
    'einkauf beschaffung abteilung instandhaltung werkstatt leitung achats atelier entretien',
    'ufficio acquisti manutenzione compras mantenimiento inkoop onderhoud afdeling tecnico',
    'tecnica technique technischer technische logistik logistiek logistique logistica lager',
    'magazzino vertrieb versand arbeitsvorbereitung materialwirtschaft disposition produktion',
    'produzione production qualite qualita qualitat inkop',
    'senior junior officer supervisor managing assistant coordinator lead site responsable',
    'responsabile direttore direttrice commerciale commercial hoofd departamento jefe jefa',
    'leiter leiterin des de du della del administracion administration administratie',
    'verwaltung amministrazione',
  ]
    .join(' ')
    .split(' '),
);
/** Words between a role and its company ('Responsabile acquisti presso Comune di Modena'). */
const ROLE_PREPOSITIONS: ReadonlySet<string> = new Set([
  'at',
  'en',
  'presso',
  'bei',
  'chez',
  'bij',
  'para',
]);
/** Signing for the company ('i. A.', 'i.V.', 'ppa.'): no word of its name. */
const SIGNED_FOR = /^(?:i\.\s?a\.|i\.\s?v\.|ppa\.|pp\.)\s*/i;

/**
 * The company after the sender's role written before it, with or without a preposition
 * ('Responsable de compras en Restaurante La Bodeguilla', 'i. A. Einkauf Sportunion Steyr'), or
 * undefined where the segment starts with no role.
 */
function afterLeadingRole(segment: string): string | undefined {
  const unsigned = segment.replace(SIGNED_FOR, '');
  const signed = unsigned !== segment;
  const tokens = unsigned.split(/\s+/).filter(Boolean).slice(0, 12);
  const word = (at: number) => foldText((tokens[at] ?? '').replace(/[.,:]+$/, ''));
  // A role starts with a word of its own, not a connector or an article ('The Rautaniemi Group',
  // 'For …').
  const first = word(0);
  if (!signed && (!ROLE_WORDS.has(first) || NAME_STOP_TOKENS.has(first) || first === 'for'))
    return undefined;
  let at = 0;
  while (at < tokens.length && ROLE_WORDS.has(word(at))) at++;
  const preposition = at > 0 && ROLE_PREPOSITIONS.has(word(at));
  if (preposition) at++;
  const company = tokens.slice(at);
  // One word after role words alone may be the rest of a name ('Labs Creative').
  if (company.length === 0 || (company.length === 1 && !preposition && !signed)) return undefined;
  return company.join(' ');
}

/** A town's name as one word: capitalised, then lower case ('Tilburg', 'Besançon'). */
const PLACE_WORD = /^\p{Lu}\p{Ll}{2,}$/u;
/** An initialism as written: two to six capitals ('SCEE', 'LAUSD'). */
const INITIALISM = /^\p{Lu}{2,6}$/u;

/**
 * The company of a line that also names a department, a role or the sender ('Estates, Leeds
 * Teaching Hospitals', 'Maya Goldfarb, Lab Ops, Helix Genomics LLC', 'Purchasing – NESCO'), read
 * without them; and an initialism written before a department ('LAUSD Maintenance &
 * Operations', 'SCEE Procurement, Perth') or as a segment of its own ('PMP - Elkhart, IN'), read
 * alone, as initials are.
 */
function withoutRoles(line: string, sender: string): string[] {
  const segments = line
    .split(ROLE_SEPARATOR)
    .map((segment) => segment.trim())
    .filter(Boolean);
  if (segments.length > 4) return [];
  const words = (segment: string) => segment.split(/[\s&/.]+/).filter(Boolean);
  const isRoleWord = (word: string) => ROLE_WORDS.has(foldText(word));
  const isRole = (segment: string) => {
    const written = words(segment.replace(/\([^)]*\)/g, ' '));
    if (isSenderName(written.join(' '), sender)) return true;
    return (
      written.some(isRoleWord) && written.every((word) => isRoleWord(word) || INITIALISM.test(word))
    );
  };
  const found: string[] = [];
  const kept = segments.filter((segment) => !isRole(segment));
  if (segments.length > 1 && kept.length > 0 && kept.length < segments.length) {
    found.push(kept.join(', '));
  }
  for (const segment of segments) {
    const company = afterLeadingRole(segment);
    if (company !== undefined) found.push(company);
  }
  for (const segment of segments) {
    const written = words(segment);
    const first = written[0] ?? '';
    if (!INITIALISM.test(first)) continue;
    const alone = written.length === 1 && segments.length > 1;
    const beforeRole = written.length > 1 && written.slice(1).some(isRoleWord);
    // Or before its town ('BKM Tilburg', 'MEB Radom'): one capitalised word.
    const beforeTown =
      segments.length === 1 && written.length === 2 && PLACE_WORD.test(written[1] ?? '');
    if (alone || beforeRole || beforeTown) found.push(first);
  }
  return found;
}

/**
 * The lines, each followed by its segments when it is short, holds two to five separators (', ',
 * ' | ', ' · ') and a later segment names a street (a house number or a street word): a company
 * name is read on its own segment, so that the street and city written beside it are not words
 * the name lacks. A name with one aside after a comma ('Stein Anlagenbau, Nord') is one line: at
 * least three segments.
 */
function withSegments(lines: readonly string[], senderEmail: string): string[] {
  const result: string[] = [];
  const sender = localPartLetters(senderEmail);
  for (const line of lines) {
    result.push(line);
    if (line.length > MAX_SEGMENTED_LINE) continue;
    // The sender's name and their company on one line ('Jan de Vries | Van Dijk Installatie',
    // 'Luis Alonso (Ascensores Castilla)'): the company is read on its own.
    const [person, company, ...rest] = line.split(PERSON_ASIDE);
    if (person && company && rest.length === 0 && isSenderName(person, sender)) {
      result.push(company.replace(/\)\s*$/, ''));
    }
    // A name with the branch it writes from after a comma or a spaced dash ('Voltana –
    // Niederlassung Düsseldorf', 'Schwarz Industries, Werk Ulm'): the name is read on its own.
    const [name, branch, ...more] = line.split(BRANCH_ASIDE);
    if (name && branch && more.length === 0 && BRANCH_WORDS.test(foldText(branch))) {
      result.push(name);
    }
    result.push(...withoutRoles(line, sender));
    // The sender, their role and their company on one line, in any language and order ('Andrei
    // Oprea / Șef mentenanță / Ionescu Electro SRL', 'Plásticos Jiménez S.L. | Compras |
    // Delegación Valencia'): each part is read on its own too.
    const parts = line.split(LINE_PARTS).map((part) => part.trim());
    if (parts.length >= MIN_LINE_PARTS && parts.length <= MAX_LINE_PARTS) {
      // A part of one word is no company line: read alone it would be an initialism ('POS').
      result.push(...parts.filter((part) => /\S\s+\S/.test(part)));
    }
    const segments = line.split(SEGMENT_SEPARATOR).filter((segment) => segment.trim() !== '');
    const addressBeside = segments.slice(1).some(mentionsStreet);
    if (segments.length >= 3 && segments.length <= 6 && addressBeside) result.push(...segments);
  }
  return result;
}

/** A sentence: this many words at least, some of them written in lower case. */
const MIN_SENTENCE_WORDS = 5;
const MAX_RUN_LINE = 400;
const CAPITALISED = /^[("'«„“]?\p{Lu}/u;
/** Words that join the parts of a name written in running text ('Müller & Söhne', 'Smith and Co'). */
const RUN_CONNECTORS: ReadonlySet<string> = new Set(['&', '+', 'und', 'and', 'et', 'en', 'y', 'e']);
/** Words joining the parts of a company's name on its line: those and the Slavic 'i'. */
const NAME_CONNECTORS: ReadonlySet<string> = new Set([...RUN_CONNECTORS, 'i']);
/** Words before a company a sender writes from ('Maria from Lupo's', 'Aylin vom Veedel-Bistro'). */
const FROM_WORDS: ReadonlySet<string> = new Set(
  'from at of with vom von van bij de du des di da del della dal'.split(' '),
);
/** Words after it that say where it is ('… on Elm Street', '… in Ehrenfeld', '… en Logan Avenue'). */
const PLACE_WORDS_AFTER: ReadonlySet<string> = new Set(
  'on in at near off an auf am im op aan en sur dans a al alla nella'.split(' '),
);

/**
 * A lead-in of at most ten words and a colon, then what it names, capitalised, to the end of its
 * sentence ('Customer: Edinburgh Fire Stn', 'Escrevo em nome de: Câmara Municipal de Funchal.
 * Quando …').
 */
const AFTER_LEAD_IN =
  /^\s{0,20}(?:[^\s:]{1,30}\s{1,5}){0,9}[^\s:]{1,30}\s{0,2}:\s{1,5}(\p{Lu}[^.:!?]{2,150}?)\s{0,5}(?:[.!?](?:\s|$)|$)/u;
/**
 * Words for whom the sender writes or buys, or from which company, in the book's languages ('im
 * Auftrag von', 'de la part de la société', 'von der Firma', 'della ditta').
 */
const ON_BEHALF_OF =
  /(?:^|\s)(?:im auftrag (?:von|der|des)|im namen (?:von|der|des)|on behalf of|purchasing for|pour le compte de|au nom de|achats pour|per conto (?:di|del|della)|a nome (?:di|del|della)|acquisti per|en nombre de|compras para|em nome de|w imieniu|namens|inkoop voor|de la part de(?: la soci[eé]t[eé]| l'entreprise)?|de la soci[eé]t[eé]|(?:von )?der firma|della ditta|dalla ditta|de la empresa|van (?:de firma|het bedrijf)|from the company)\s{1,3}/g;
/** What a lead-in names: capitalised, to the end of its sentence. */
const NAMED_AFTER = /^(\p{Lu}[^.:!?]{2,150}?)\s{0,5}(?:[.!?](?:\s|$)|$)/u;

/** What the line names after a lead-in: a colon, or words saying for whom the sender writes. */
function namedAfterLeadIn(line: string): string[] {
  const named: string[] = [];
  const add = (name: string | undefined) => {
    if (name && name.split(/\s+/).length >= 2) named.push(name);
  };
  add(AFTER_LEAD_IN.exec(line)?.[1]);
  const lower = line.toLowerCase();
  if (lower.length !== line.length) return named;
  for (const match of lower.matchAll(ON_BEHALF_OF))
    add(NAMED_AFTER.exec(line.slice((match.index ?? 0) + match[0].length))?.[1]);
  return named;
}

/** Punctuation that ends the name written before it ('…Fernández, en Valencia', '…here (Leicester)'). */
const RUN_END = /[,;:!?)»"”]$|[^.]\.$/;

/**
 * The lines, each sentence among them followed by its runs of two or more capitalised words: a
 * company named in running text ('sono Ciro della Esposito Impianti Elettrici di Napoli', 'Wright
 * Electrical here') is read on its own run, so that the sentence around it is not words the name
 * lacks; a word the name lacks inside the run still is ('Media Sony').
 */
function withNameRuns(lines: readonly string[], isStreetLine: (line: string) => boolean): string[] {
  const result: string[] = [];
  for (const line of lines) {
    result.push(line);
    if (line.length > MAX_RUN_LINE) continue;
    // What a short lead-in names after its colon ('Piszę w imieniu: Miejska Biblioteka Publiczna
    // w Przemyślu.', 'Je vous contacte pour le compte de l'établissement suivant : Lycée …') is
    // read on its own, lower-case words and all.
    for (const named of namedAfterLeadIn(line)) result.push(named);
    const words = line.split(/\s+/).filter((word) => word !== '');
    if (
      words.length < MIN_SENTENCE_WORDS ||
      words.every((word) => CAPITALISED.test(word)) ||
      isStreetLine(line)
    ) {
      continue;
    }
    let run: string[] = [];
    let before = '';
    const close = (after = '') => {
      while (run.length > 0 && RUN_CONNECTORS.has(run[run.length - 1] ?? '')) run.pop();
      const capitalised = run.filter((word) => CAPITALISED.test(word)).length;
      // One word between 'from' and 'on' is a name too ('Rudy from Garza's on Washington Ave').
      const between =
        capitalised === 1 &&
        run.length === 1 &&
        FROM_WORDS.has(before.toLowerCase()) &&
        PLACE_WORDS_AFTER.has(after.toLowerCase());
      if (capitalised >= 2 || between) result.push(run.join(' '));
      run = [];
    };
    words.forEach((word, at) => {
      if (CAPITALISED.test(word)) {
        if (word.startsWith('(')) close(word);
        if (run.length === 0) before = words[at - 1] ?? '';
        run.push(word);
      } else if (run.length > 0 && RUN_CONNECTORS.has(word.toLowerCase())) {
        run.push(word);
      } else {
        close(word);
        return;
      }
      if (RUN_END.test(word)) close();
    });
    close();
  }
  return result;
}

/** The text's last words, where the sender's city stands. */
const PLACE_WORDS = 200;

/** The initials of every run of two or three adjacent words ('new york city' → ny, nyc, yc). */
function initialsOfRuns(words: readonly string[]): Set<string> {
  const found = new Set<string>();
  const letter = (word: string | undefined) =>
    word !== undefined && word.length >= 2 && /^[a-z]/.test(word) ? word[0] : undefined;
  for (let at = 0; at + 1 < words.length; at++) {
    const first = letter(words[at]);
    const second = letter(words[at + 1]);
    if (!first || !second) continue;
    found.add(first + second);
    const third = letter(words[at + 2]);
    if (third) found.add(first + second + third);
  }
  return found;
}

/** The words written alone as a line or a comma-separated part of one. */
function wordsAlone(lines: readonly string[]): Set<string> {
  const alone = new Set<string>();
  for (const line of lines) {
    for (const part of line.slice(0, MAX_POSTAL_LINE).split(',')) {
      const words = tokenize(part);
      if (words.length === 1 && words[0]) alone.add(words[0]);
    }
  }
  return alone;
}

/** Words of a short line this long or shorter are compared with the initials of the others. */
const MAX_INITIALS_LINE = 12;

/**
 * The words of a line (as tokenised, connectors and legal forms included) that are the initials
 * of two or more adjacent other words of it: 'DL' in 'Da Lite (DL)', 'CL' in 'The C Line (CL)'.
 */
function initialsBeside(tokens: readonly string[]): Set<string> {
  const found = new Set<string>();
  if (tokens.length < 3 || tokens.length > MAX_INITIALS_LINE) return found;
  tokens.forEach((token, at) => {
    if (token.length < 2 || token.length > 5 || !/^[a-z]+$/.test(token)) return;
    for (let start = 0; start + token.length <= tokens.length; start++) {
      const end = start + token.length;
      if (at >= start && at < end) continue;
      const letters = tokens.slice(start, end).map((word) => word[0] ?? '');
      if (letters.join('') === token) {
        found.add(token);
        return;
      }
    }
  });
  return found;
}

/**
 * A legal form written inside a company line rather than at its end ('Scholz e.K.
 * Kunststofftechnik', 'WOLFF GMBH ANLAGENBAU'): one legal-form word after the first word, 'Co'
 * and connectors aside. The words stay on the line (a surname may be a legal-form code: 'Vos').
 */
function legalFormInside(tokens: readonly string[]): string {
  for (let at = 1; at + 1 < tokens.length && at < 16; at++) {
    const token = tokens[at] ?? '';
    if (token === 'co' || NAME_STOP_TOKENS.has(token) || !LEGAL_FORM_TOKENS.has(token)) continue;
    return canonicalLegalForm(token);
  }
  return '';
}

/** Two to six capitals as a word of their own, or each with its stop ('SGT', 'Q.E.'). */
const CAPITAL_WORD = /(?<![\p{L}\p{N}])(?:\p{Lu}{2,6}|(?:\p{Lu}\.){2,6})(?![\p{L}\p{N}])/gu;

function capitalWordsIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.slice(0, MAX_TEXT).matchAll(CAPITAL_WORD)) {
    if (found.size >= 200) break;
    const word = tokenize(match[0], 1)[0];
    if (word) found.add(word);
  }
  return found;
}

const DELIVERY_CUE =
  /(liefer|anliefer|versand an|warenempf|consegn|spedi|destinazion|livr|exp[ée]di|adresse de|entreg|env[ií](?:o|ar) a|direcci[oó]n de|lever|aflever|afleveradres|bezorg|deliver|ship(?:ping)? to|site address|send to)/i;

/** A delivery cue line plus the two lines after it (the address often follows on its own lines). */
function deliveryLines(textLines: readonly string[]): string[] {
  const lines = textLines.slice(0, 400);
  const picked: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    if (!DELIVERY_CUE.test(lines[index] ?? '')) continue;
    for (let offset = 0; offset < 3; offset++) {
      const line = lines[index + offset];
      if (line === undefined || (offset > 0 && line.trim() === '')) break;
      picked.push(line);
    }
  }
  return picked;
}

const AUTOMATED_SENDER =
  /^(no-?reply|do-?not-?reply|noreply|mailer-daemon|postmaster|bounce[s]?|auto-?reply|notifications?|newsletter)[@+.-]/i;

/** 'Anna Weber <a.weber@x.de>' → address and display name; a bare address passes through. */
export function parseSender(sender: string): { email: string; displayName: string } {
  const bounded = sender.slice(0, 500);
  const angled = /<([^<>\s]+@[^<>\s]+)>/.exec(bounded);
  if (angled?.[1]) {
    const displayName = bounded.slice(0, angled.index).replace(/["']/g, '').trim();
    return { email: normaliseEmail(angled[1]), displayName };
  }
  return { email: normaliseEmail(bounded.replace(/^mailto:/i, '')), displayName: '' };
}

/** Long texts keep their start and their end, where senders put names and addresses. */
function headAndTail(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = Math.floor(limit * 0.6);
  return `${text.slice(0, head)}\n${text.slice(text.length - (limit - head))}`;
}
