/**
 * Pairwise F1 of the character 3–5-gram TF-IDF baseline on a product-pair set: cosine of the two
 * titles (IDF from every record of the three files), the threshold chosen for F1 on valid, then
 * test scored once. The figure the learned pair decision of amazon-google.ts is reported beside.
 *
 *   npx tsx test/eval/product-pairs/pairs-baseline.ts --data ../shared/datasets/product-matching-amazon-google
 */
import { readPairSplits, type SerialisedPair, type SerialisedRecord } from './datasets';
import { buildTfidfBaseline } from './tfidf-baseline';

const textOf = (record: SerialisedRecord) =>
  [record.title, record.manufacturer ?? record.brand ?? ''].filter(Boolean).join(' ');

export function baselinePairF1(splits: Record<'train' | 'valid' | 'test', SerialisedPair[]>): {
  threshold: number;
  test: { precision: number; recall: number; f1: number };
} {
  const all = [...splits.train, ...splits.valid, ...splits.test];
  const texts = [...new Set(all.flatMap((pair) => [textOf(pair.left), textOf(pair.right)]))];
  const position = new Map(texts.map((text, index) => [text, index]));
  const tfidf = buildTfidfBaseline(texts);
  const similarity = (pair: SerialisedPair): number => {
    const right = position.get(textOf(pair.right));
    const ranked = tfidf.rank(textOf(pair.left), texts.length);
    return ranked.find((entry) => entry.document === right)?.score ?? 0;
  };
  const scored = (pairs: SerialisedPair[]) =>
    pairs.map((pair) => ({ score: similarity(pair), label: pair.label }));
  const metrics = (rows: Array<{ score: number; label: number }>, threshold: number) => {
    let truePositives = 0;
    let predicted = 0;
    let positives = 0;
    for (const row of rows) {
      const yes = row.score >= threshold;
      if (yes) predicted++;
      if (row.label === 1) positives++;
      if (yes && row.label === 1) truePositives++;
    }
    const precision = truePositives / Math.max(1, predicted);
    const recall = truePositives / Math.max(1, positives);
    return {
      precision,
      recall,
      f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    };
  };
  const valid = scored(splits.valid);
  let best = { threshold: 0.5, f1: -1 };
  for (let step = 1; step < 100; step++) {
    const { f1 } = metrics(valid, step / 100);
    if (f1 > best.f1) best = { threshold: step / 100, f1 };
  }
  return { threshold: best.threshold, test: metrics(scored(splits.test), best.threshold) };
}

function main(): void {
  const position = process.argv.indexOf('--data');
  const directory =
    position >= 0
      ? (process.argv[position + 1] ?? '')
      : '../shared/datasets/product-matching-amazon-google';
  const splits = readPairSplits(directory);
  if (!splits) {
    console.log(`no pair files under ${directory}; skipping.`);
    return;
  }
  const { threshold, test } = baselinePairF1(splits);
  const percent = (value: number) => (value * 100).toFixed(2);
  console.log(
    `char 3-5-gram TF-IDF pair baseline (threshold ${threshold} chosen on valid): test P ${percent(test.precision)} R ${percent(test.recall)} F1 ${percent(test.f1)}`,
  );
}

if (process.argv[1]?.endsWith('pairs-baseline.ts')) main();
