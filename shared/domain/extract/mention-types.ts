/**
 * The shapes findMentions returns (a mention, its shape, its other quantity readings), apart from
 * the code that builds them so every reading stage can name them without importing the reader.
 */

import type { Unit } from './units';

export interface QuantityReading {
  quantity: number | null;
  unit: Unit;
}

export const MentionShape = {
  /** The quantity opens the mention: "40 pcs SKF 6205-2RS". */
  leading: 'leading',
  /** The quantity closes it: "SKF 6205-2RS, 40 pieces". */
  trailing: 'trailing',
} as const;
export type MentionShape = (typeof MentionShape)[keyof typeof MentionShape];

export interface Mention {
  description: string;
  quantity: number | null;
  unit: Unit;
  unitText: string | null;
  unitStated: boolean;
  shape: MentionShape;
  ambiguityReasons: string[];
  alternatives: QuantityReading[];
  /** The product came from the item before ("… size 8 and 60 pairs in size 10"). */
  inherited: boolean;
  /** The description holds a conjunction: it may have swallowed a second item. */
  crossedConjunction: boolean;
  /** Longest token that looks like a part number (letters and digits, or digit groups). */
  partNumber: string | null;
  /** Other sentences of the line also held mentions. */
  mentionsInLine: number;
}
