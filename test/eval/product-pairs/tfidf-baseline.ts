/**
 * The naive baseline every product figure is reported beside: character 3–5-gram TF-IDF over the
 * lower-cased text (raw term counts, smoothed IDF `ln((1+n)/(1+df))+1`, L2-normalised vectors,
 * cosine similarity; the usual `char` analyser with n-grams 3 to 5), IDF from the catalogue.
 */

const MAX_TEXT = 2_000;

function grams(text: string): Map<string, number> {
  const lower = text.slice(0, MAX_TEXT).toLowerCase().replace(/\s+/g, ' ').trim();
  const counts = new Map<string, number>();
  for (let size = 3; size <= 5; size++) {
    for (let i = 0; i + size <= lower.length; i++) {
      const gram = lower.slice(i, i + size);
      counts.set(gram, (counts.get(gram) ?? 0) + 1);
    }
  }
  return counts;
}

export interface TfidfBaseline {
  /** Catalogue positions, best first, with their cosine similarity. */
  rank(text: string, limit?: number): Array<{ document: number; score: number }>;
}

export function buildTfidfBaseline(documents: readonly string[]): TfidfBaseline {
  const counted = documents.map(grams);
  const documentFrequency = new Map<string, number>();
  for (const counts of counted) {
    for (const gram of counts.keys())
      documentFrequency.set(gram, (documentFrequency.get(gram) ?? 0) + 1);
  }
  const total = documents.length;
  const idf = (gram: string) =>
    Math.log((1 + total) / (1 + (documentFrequency.get(gram) ?? 0))) + 1;
  const postings = new Map<string, Array<{ document: number; weight: number }>>();
  counted.forEach((counts, document) => {
    let norm = 0;
    const weights: Array<[string, number]> = [];
    for (const [gram, count] of counts) {
      const weight = count * idf(gram);
      weights.push([gram, weight]);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [gram, weight] of weights) {
      const list = postings.get(gram) ?? [];
      list.push({ document, weight: weight / norm });
      postings.set(gram, list);
    }
  });
  return {
    rank(text, limit = 10) {
      const counts = grams(text);
      const query: Array<[string, number]> = [];
      let norm = 0;
      for (const [gram, count] of counts) {
        const weight = count * idf(gram);
        query.push([gram, weight]);
        norm += weight * weight;
      }
      norm = Math.sqrt(norm) || 1;
      const scores = new Float64Array(total);
      for (const [gram, weight] of query) {
        for (const posting of postings.get(gram) ?? []) {
          scores[posting.document] =
            (scores[posting.document] ?? 0) + (weight / norm) * posting.weight;
        }
      }
      const ranked: Array<{ document: number; score: number }> = [];
      scores.forEach((score, document) => {
        if (score > 0) ranked.push({ document, score });
      });
      ranked.sort((a, b) => b.score - a.score || a.document - b.document);
      return ranked.slice(0, limit);
    },
  };
}
