/**
 * Product lookups as harness cases (`npm run eval -- --data …/product-matching-walmart-amazon
 * --module product`): the catalogue is imported into the dataset tenant, each line item is one
 * case whose truth is its catalogue product. Measured over HTTP like every other module.
 */
import type { LoadedDataset } from '../harness/cases';
import type { EvalCase } from '../harness/types';
import { type Lookup, readPairSplits, walmartAmazonRetailLookup } from './datasets';

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
  const lookup = walmartAmazonRetailLookup(splits, 'test', false);
  return lookupCases(lookup, 'product-matching-walmart-amazon', 'walmart-amazon');
}
