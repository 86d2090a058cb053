/**
 * A customer book of real-world company names nobody here wrote: the distinct manufacturer and
 * brand fields of the two product-matching datasets (Amazon-Google `manufacturer`, Walmart-Amazon
 * `brand`), read by path and never copied. Many share words ('Software', 'International',
 * 'Systems', 'Inc'), as a public company list does, which is what the demo book lacks. The dumps
 * are lower case and some names are written as slugs ('encore-software-inc'); those are given
 * capitals and spaces back, and values that look like part numbers are left out.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { companyNameKey } from '#domain/customer/index';
import type { CustomerRecord } from '#domain/master-data/schemas';
import { parseSerialisedPairs } from './harness/customer-datasets';

const SOURCES: [folder: string, field: string][] = [
  ['product-matching-amazon-google', 'manufacturer'],
  ['product-matching-walmart-amazon', 'brand'],
];
const SPLITS = ['train.txt', 'valid.txt', 'test.txt'];
const MAX_NAME = 80;

function looksLikeName(value: string): boolean {
  const digits = [...value].filter((char) => char >= '0' && char <= '9').length;
  const letters = [...value].filter((char) => /\p{L}/u.test(char)).length;
  return letters >= 2 && digits * 3 <= letters && value.length <= MAX_NAME;
}

/** 'encore-software-inc' → 'Encore Software Inc'; 'jian inc.' → 'Jian Inc.'. */
function asWritten(value: string): string {
  const spaced = value.includes(' ') ? value : value.replaceAll('-', ' ');
  return spaced
    .split(' ')
    .filter(Boolean)
    .map((word) => (word[0] ?? '').toUpperCase() + word.slice(1))
    .join(' ');
}

/** The maker book, one customer per distinct name key; undefined when the datasets are absent. */
export function makerBook(datasetsRoot: string): CustomerRecord[] | undefined {
  const names = new Map<string, string>();
  let found = false;
  for (const [folder, field] of SOURCES) {
    for (const split of SPLITS) {
      const path = join(datasetsRoot, folder, split);
      if (!existsSync(path)) continue;
      found = true;
      for (const pair of parseSerialisedPairs(readFileSync(path, 'utf8'))) {
        for (const record of [pair.left, pair.right]) {
          const value = record[field]?.trim() ?? '';
          if (!looksLikeName(value)) continue;
          const name = asWritten(value);
          const key = companyNameKey(name);
          if (key && !names.has(key)) names.set(key, name);
        }
      }
    }
  }
  if (!found) return undefined;
  return [...names.values()].sort().map((name, n) => ({
    customer_id: `M${String(n + 1).padStart(5, '0')}`,
    name,
    aliases: [],
    domains: [],
    phones: [],
    status: 'active',
  }));
}
