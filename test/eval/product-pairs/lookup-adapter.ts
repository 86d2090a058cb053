/**
 * Product lookups as harness cases (`npm run eval -- --data …/product-matching-walmart-amazon
 * --module product`): the catalogue is imported into the dataset tenant, each line item is one
 * case whose truth is its catalogue product. Measured over HTTP like every other module.
 */
import type { LoadedDataset } from '../harness/cases';
import type { EvalCase } from '../harness/types';
import { labelledPairs, learnedPairDecision, PUBLISHED_F1 } from './amazon-google';
import { type Lookup, PairSplits, readPairSplits, walmartAmazonRetailLookup } from './datasets';
import { baselinePairF1 } from './pairs-baseline';
import { buildTfidfBaseline } from './tfidf-baseline';

export function lookupCases(lookup: Lookup, source: string, prefix: string): LoadedDataset {
  const cases: EvalCase[] = lookup.queries.map((query, position) => {
    const caseId = `${prefix}-${String(position + 1).padStart(4, '0')}`;
    return {
      case_id: caseId,
      split: 'test',
      language: 'en',
      kind: 'product_pair',
      source,
      modules: ['product'],
      tenant: 'dataset',
      request: { case_id: caseId, sender: 'unknown-sender@example.org', subject: '', body: '' },
      truth: {
        intent: 'other',
        auto_reply: false,
        language_unsupported: false,
        delivery: {},
        customer_id: null,
        ship_to_id: null,
        contact_id: null,
        line_items: [
          {
            description: query.description,
            quantity: 1,
            unit: 'pcs',
            ambiguous: false,
            product_id: query.productId,
            source_document: 'email_body',
            ...(query.manufacturer ? { manufacturer: query.manufacturer } : {}),
          },
        ],
      },
    };
  });
  return {
    cases,
    masterData: {
      dataset: 'products',
      records: lookup.catalogue.map((record) => ({ ...record }) as Record<string, unknown>),
    },
  };
}

/**
 * Walmart-Amazon test split as a lookup in the shape of the hidden retail set: the Walmart titles
 * of the test pairs against the Amazon records of every positive pair (about a thousand products,
 * titles only: no brand, no model number field).
 */
export function walmartAmazonAdapter(root: string): LoadedDataset {
  const splits = readPairSplits(root);
  if (!splits) return { cases: [] };
  const lookup = walmartAmazonRetailLookup(splits, 'test', { reverse: false });
  const loaded = lookupCases(lookup, 'product-matching-walmart-amazon', 'walmart-amazon');
  return { ...loaded, references: productReferenceFigures(root, loaded) };
}

/**
 * The figures a product dataset is reported with beside the HTTP ones, computed in process in the
 * same run: top-1 of the character 3–5-gram TF-IDF baseline on the same lookup, and pairwise F1 on
 * the pair set's test file — the learned pair decision (amazon-google.ts), the TF-IDF baseline
 * (pairs-baseline.ts), and the published figures where the set has them.
 */
export function productReferenceFigures(root: string, loaded: LoadedDataset): string[] {
  const figures: string[] = [];
  const records = loaded.masterData?.records ?? [];
  const textOf = (entry: { description?: unknown; manufacturer?: unknown }) =>
    [entry.description, entry.manufacturer].filter((part) => typeof part === 'string').join(' ');
  const baseline = buildTfidfBaseline(records.map(textOf));
  let right = 0;
  let lines = 0;
  for (const evalCase of loaded.cases) {
    for (const item of evalCase.truth.line_items) {
      lines++;
      const best = baseline.rank(textOf(item), 1)[0];
      if (best && records[best.document]?.product_id === item.product_id) right++;
    }
  }
  figures.push(
    `character TF-IDF baseline top-1 ${(right / Math.max(1, lines)).toFixed(3)} (${lines} lines against ${records.length} products)`,
  );
  const splits = readPairSplits(root);
  if (!splits) return figures;
  const [train, valid, test] = PairSplits.map((split) => labelledPairs(splits[split]));
  const ours = learnedPairDecision(train ?? [], valid ?? [], test ?? []).learned.f1 * 100;
  const tfidf = baselinePairF1(splits).test.f1 * 100;
  const published = root.includes('amazon-google')
    ? `; published: ${Object.entries(PUBLISHED_F1)
        .map(([name, f1]) => `${name} ${f1}`)
        .join(', ')}`
    : '';
  figures.push(
    `pairwise F1 on the test pairs: ${ours.toFixed(2)} (learned pair decision) against ${tfidf.toFixed(2)} (character TF-IDF)${published}`,
  );
  return figures;
}
