/** Which of the chosen customer's active contacts wrote the request: by address, phone and name. */
import type { ContactRecord } from '#domain/master-data/schemas';
import type { RequestClues } from './clues';
import type { CustomerIndex } from './customer-index';
import { emailDomain, jaroWinkler, levenshteinRatio, normaliseEmail, tokenize } from './normalize';
import type { RationaleSignal } from './types';

export interface ContactChoice {
  contactId: string;
  score: number;
  signals: RationaleSignal[];
  stale: boolean;
}

export interface ContactClues {
  email: string;
  phones: readonly string[];
  /** Text in which the sender signs (signature or closing lines). */
  signatureText: string;
  /** The address belongs to another (e.g. inactive) contact: similar addresses prove nothing. */
  emailIsKnownElsewhere?: boolean;
}

/**
 * How completely a person's name appears among text tokens, in [0,1]: per name token its best
 * Jaro-Winkler similarity (typos, transpositions), tokens below 0.8 count zero. Very short tokens
 * need an exact hit, and lengths must be close, so 'Lee' does not match 'Leeds'.
 */
function personNameSimilarity(name: string, text: readonly string[]): number {
  const tokens = tokenize(name, 8).filter((token) => token.length >= 2);
  if (tokens.length === 0) return 0;
  let total = 0;
  for (const token of tokens) {
    let best = 0;
    for (const candidate of text) {
      if (candidate === token) {
        best = 1;
        break;
      }
      if (token.length < 4 || Math.abs(candidate.length - token.length) > 2) continue;
      const similarity = jaroWinkler(candidate, token);
      if (similarity > best) best = similarity;
    }
    total += best >= 0.8 ? best : 0;
  }
  // A one-word name ('Lee', 'Service') identifies a person less than first and last name.
  return (total / tokens.length) * (tokens.length === 1 ? 0.6 : 1);
}

/**
 * Ranks a customer's active contacts for the sender: exact address first, then a near-identical
 * address (typos), phone, the name in the signature, and the name in the e-mail's local part.
 */
/** A contact's score for the sender's exact address. */
const EXACT_EMAIL = 10;

export function rankContacts(
  contacts: readonly ContactRecord[],
  clues: ContactClues,
): { contact: ContactRecord; score: number; reasons: string[] }[] {
  const email = normaliseEmail(clues.email);
  const at = email.indexOf('@');
  const localPart = at > 0 ? email.slice(0, at) : email;
  const localTokens = tokenize(localPart.replace(/[._-]/g, ' '), 8);
  const signatureTokens = tokenize(clues.signatureText.slice(0, 2_000), 400);
  const senderDomain = emailDomain(email);
  const ranked: { contact: ContactRecord; score: number; reasons: string[] }[] = [];
  for (const contact of contacts) {
    if (!contact.active) continue;
    let score = 0;
    const reasons: string[] = [];
    const contactEmail = contact.email ? normaliseEmail(contact.email) : '';
    if (email && contactEmail === email) {
      score += EXACT_EMAIL;
      reasons.push('email_exact');
    } else if (email && contactEmail) {
      // Typos: compare local parts on the same domain (the shared domain would inflate the
      // similarity of two colleagues' addresses), whole addresses otherwise.
      const sameDomain = emailDomain(contactEmail) === senderDomain;
      const similarity = sameDomain
        ? levenshteinRatio(contactEmail.slice(0, contactEmail.indexOf('@')), localPart)
        : levenshteinRatio(contactEmail, email);
      // On one domain, colleagues' addresses differ by an initial ('m.dekker', 'b.dekker'):
      // only a long, otherwise identical local part with the same first letter is a typo.
      const typoPlausible = !sameDomain || (localPart.length >= 6 && contactEmail[0] === email[0]);
      const similarityCounts = typoPlausible && !clues.emailIsKnownElsewhere;
      if (similarityCounts && similarity >= 0.8) {
        score += 4 * similarity;
        reasons.push('email_similar');
      } else if (similarityCounts && similarity >= 0.7) {
        score += 2 * similarity;
        reasons.push('email_partly_similar');
      }
      if (!reasons.length && sameDomain && contact.name && !clues.emailIsKnownElsewhere) {
        const localMatch = personNameSimilarity(contact.name, localTokens);
        if (localMatch >= 0.5) {
          score += 2 * localMatch;
          reasons.push('email_local_part_name');
        }
      }
    }
    if (contact.phones?.some((phone) => clues.phones.includes(phone))) {
      score += 3;
      reasons.push('phone');
    }
    if (contact.name) {
      const found = personNameSimilarity(contact.name, signatureTokens);
      if (found >= 0.5) {
        score += 2.5 * found;
        reasons.push(found >= 0.9 ? 'name_in_signature' : 'name_partly_in_signature');
      }
    }
    if (score > 0) ranked.push({ contact, score, reasons });
  }
  ranked.sort((a, b) => b.score - a.score);
  return ranked;
}

export function chooseContact(
  index: CustomerIndex,
  position: number,
  clues: RequestClues,
): ContactChoice {
  const contacts = (index.contactsOfCustomer.get(position) ?? [])
    .map((contactPosition) => index.contacts[contactPosition])
    .filter((contact) => contact !== undefined);
  const stale = contacts.some(
    (contact) =>
      !contact.active && contact.email && normaliseEmail(contact.email) === clues.senderEmail,
  );
  if (clues.senderIsAutomated) {
    return { contactId: '', score: 0.9, signals: [], stale };
  }
  const rankFor = (email: string) =>
    rankContacts(contacts, {
      emailIsKnownElsewhere: stale,
      email,
      phones: clues.phones.map((phone) => phone.e164),
      signatureText: clues.signatureText,
    });
  const bySender = rankFor(clues.senderEmail);
  // A customer's mail forwarded by someone else: its author, when the book knows the address, is
  // the contact.
  const byEarlier =
    clues.earlierEmail && (bySender[0]?.score ?? 0) < EXACT_EMAIL
      ? rankFor(clues.earlierEmail)
      : [];
  const ranked = (byEarlier[0]?.score ?? 0) >= EXACT_EMAIL ? byEarlier : bySender;
  const [first, second] = ranked;
  if (!first || first.score < 2.5 || (second && second.score >= first.score - 0.5)) {
    return { contactId: '', score: 0.9, signals: [], stale };
  }
  return {
    contactId: first.contact.contact_id,
    score: first.score >= EXACT_EMAIL ? 1 : first.score >= 4 ? 0.95 : 0.85,
    stale,
    signals: [
      {
        signal: 'contact_match',
        weight: Number(first.score.toFixed(2)),
        evidence: { contact_id: first.contact.contact_id, reasons: first.reasons },
      },
    ],
  };
}
