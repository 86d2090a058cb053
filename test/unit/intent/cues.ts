import { findCues } from '#domain/intent/cue-matcher';

/** The sender of the test mails: a customer domain, so that nothing reads as automated. */
export const sender = 'buyer@customer.example';

/** The intents whose cues a text holds, in the order found. */
export const intentsOf = (text: string) => findCues(text).map((cue) => cue.intent);
