/**
 * Hand-written phrase pools from which the intent training corpus is composed. Slots in braces are
 * filled by the generator: {product} {qty} {po} {qref} {rfq} {date} {company} {tracking} {inv}.
 */
export interface IntentPhrases {
  subjects: string[];
  /** Opening sentences that carry the intent. */
  openers: string[];
  /** Optional follow-up sentences for the same intent. */
  extras: string[];
  /** Attachment file name stems typical for the intent (extension added by the generator). */
  attachments: string[];
}

export interface HardNegative {
  intent: 'quote' | 'order' | 'update' | 'status' | 'rfq' | 'other';
  subject: string;
  body: string;
}

export interface LanguagePhrases {
  greetings: string[];
  closings: string[];
  fillers: string[];
  products: string[];
  /** How a line item is written, e.g. '{qty} x {product}'. */
  itemFormats: string[];
  intents: {
    quote: IntentPhrases;
    rfq: IntentPhrases;
    order: IntentPhrases;
    update: IntentPhrases;
    status: IntentPhrases;
    other: IntentPhrases;
  };
  autoReply: { subjects: string[]; bodies: string[] };
  bounce: { subjects: string[]; bodies: string[] };
  /** Short replies inside a thread whose intent comes from the thread (history intent → reply). */
  threadReplies: { order: string[]; status: string[]; update: string[]; other: string[] };
  hardNegatives: HardNegative[];
}
