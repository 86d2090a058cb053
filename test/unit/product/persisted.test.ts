import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as v8 from 'node:v8';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  buildProductIndex,
  deserialiseProductIndex,
  type LineItemInput,
  matchProducts,
  PersistedIndexRejected,
  PRODUCT_INDEX_FORMAT,
  type ProductIndex,
  productIndexFormat,
  serialiseProductIndex,
} from '#domain/product/index';
import { createRandom } from '#domain/util/random';
import { lineItems, syntheticCatalogue } from '../../bench/product-growth';
import { sampleCatalogue } from './fixtures';

const identity = { tenantId: 'acme', stamp: 'products:3,cross_references:1' };

/**
 * Every value of the index in a canonical form: Maps and Sets as their entries in insertion
 * order (the matcher iterates them), typed arrays as their values, `undefined` spelled out.
 */
function canonical(value: unknown): unknown {
  if (value instanceof Map) return ['Map', [...value].map(([k, v]) => [k, canonical(v)])];
  if (value instanceof Set) return ['Set', [...value]];
  if (ArrayBuffer.isView(value))
    return [value.constructor.name, Array.from(value as unknown as ArrayLike<number>)];
  if (Array.isArray(value)) return value.map(canonical);
  if (value === undefined) return ['undefined'];
  if (value && typeof value === 'object')
    return Object.entries(value).map(([key, entry]) => [key, canonical(entry)]);
  return value;
}

const roundTrip = (index: ProductIndex) =>
  deserialiseProductIndex(serialiseProductIndex(index, identity), identity);

describe('persisted product index', () => {
  it('a loaded index holds exactly what the built one holds', () => {
    const built = buildProductIndex(sampleCatalogue());
    expect(JSON.stringify(canonical(roundTrip(built)))).toBe(JSON.stringify(canonical(built)));
  });

  it('matches line items exactly like the freshly built index: scores, candidates, rationale', () => {
    const { products, specs } = syntheticCatalogue(3_000);
    const catalogue = {
      ...sampleCatalogue(),
      products: [...sampleCatalogue().products, ...products],
    };
    const built = buildProductIndex(catalogue);
    const loaded = roundTrip(built);
    const items: LineItemInput[] = [
      ...lineItems(createRandom(11), specs, 60),
      { description: 'Schrauben', manufacturer: 'WÜRTH GmbH', mpn: '0057-08-30', quantity: 100 },
      { description: 'Sechskantschraube M8x30 verzinkt', quantity: 5, unit: 'box' },
      { description: 'die blaue Kiste bitte' },
    ];
    const requests = [
      { line_items: items },
      { line_items: items, customer_id: 'C-1', match_strategy: 'strict' as const },
      { line_items: items, customer_id: 'C-2', branch_id: 'BR-NORTH', country: 'de' },
    ];
    for (const request of requests) {
      const expected = matchProducts(built, request);
      // Twice: the scratch buffers of the loaded index must be as clean after a search as before.
      for (let round = 0; round < 2; round++) {
        expect(JSON.stringify(matchProducts(loaded, request))).toBe(JSON.stringify(expected));
      }
    }
    // The comparison covers every path, the semantic search above all.
    const paths = new Set(
      requests.flatMap((request) =>
        matchProducts(built, request).matches.map((match) => match.match_path),
      ),
    );
    expect([...paths].sort()).toEqual(
      expect.arrayContaining(['branch_override', 'manufacturer_part', 'semantic']),
    );
  });

  it('refuses bytes for another tenant, other generations or another format', () => {
    const bytes = serialiseProductIndex(buildProductIndex(sampleCatalogue()), identity);
    expect(() => deserialiseProductIndex(bytes, { ...identity, tenantId: 'other' })).toThrow(
      PersistedIndexRejected,
    );
    expect(() =>
      deserialiseProductIndex(bytes, { ...identity, stamp: 'products:4,cross_references:1' }),
    ).toThrow(/built for acme products:3/);
    const otherFormat = Buffer.from(
      bytes
        .toString('latin1')
        .replace(productIndexFormat(), productIndexFormat().replace(/[0-9a-f]/g, '0')),
      'latin1',
    );
    expect(otherFormat.byteLength).toBe(bytes.byteLength);
    expect(() => deserialiseProductIndex(otherFormat, identity)).toThrow(/format 0+-0000/);
  });

  it('refuses damaged or foreign bytes instead of loading them', () => {
    const bytes = serialiseProductIndex(buildProductIndex(sampleCatalogue()), identity);
    const flipped = Buffer.from(bytes);
    const at = flipped.byteLength - 100;
    flipped[at] = (flipped[at] ?? 0) ^ 0xff;
    expect(() => deserialiseProductIndex(flipped, identity)).toThrow(/checksum/);
    expect(() =>
      deserialiseProductIndex(bytes.subarray(0, bytes.byteLength - 1), identity),
    ).toThrow(/payload of/);
    expect(() => deserialiseProductIndex(bytes.subarray(0, 20), identity)).toThrow(
      PersistedIndexRejected,
    );
    expect(() => deserialiseProductIndex(new Uint8Array(0), identity)).toThrow(
      /not a persisted product index/,
    );
    expect(() => deserialiseProductIndex(Buffer.from('{"products":[]}'), identity)).toThrow(
      PersistedIndexRejected,
    );
  });

  it('refuses a well-formed blob whose payload is not a consistent index', () => {
    const bytes = serialiseProductIndex(buildProductIndex(sampleCatalogue()), identity);
    const headerEnd = 12 + bytes.readUInt32BE(8);
    const header = JSON.parse(bytes.subarray(12, headerEnd).toString('utf8'));
    const forge = (value: unknown) => {
      const payload = v8.serialize(value);
      const forged = Buffer.from(
        JSON.stringify({ ...header, payloadBytes: payload.byteLength, crc32: crc32(payload) }),
      );
      const length = Buffer.alloc(4);
      length.writeUInt32BE(forged.byteLength);
      return Buffer.concat([bytes.subarray(0, 8), length, forged, payload]);
    };
    expect(() => deserialiseProductIndex(forge({ products: [] }), identity)).toThrow(
      /not a product index/,
    );
    const built = buildProductIndex(sampleCatalogue());
    const { scratch: _s, touched: _t, ...semantic } = built.semantic;
    const truncatedPostings = {
      ...built,
      semantic: { ...semantic, postingDocs: semantic.postingDocs.subarray(1) },
    };
    expect(() => deserialiseProductIndex(forge(truncatedPostings), identity)).toThrow(
      /inconsistent semantic index/,
    );
    // The forge itself is sound: the same index passes.
    expect(deserialiseProductIndex(forge({ ...built, semantic }), identity).products).toHaveLength(
      built.products.length,
    );
  });

  it('format fingerprint: the index of the fixture catalogue is unchanged', () => {
    // When this fails, the index or the analysis changed. Bump PRODUCT_INDEX_FORMAT in
    // shared/domain/product/persisted.ts (stored indexes of the old shape must not be loaded)
    // and put both here.
    const built = buildProductIndex(sampleCatalogue());
    const hash = createHash('sha256')
      .update(JSON.stringify(canonical(built)))
      .digest('hex')
      .slice(0, 16);
    expect({ format: PRODUCT_INDEX_FORMAT, hash }).toEqual({
      format: 40,
      hash: 'e2b9ea3e443dd755',
    });
  });

  it('every process derives the same format key (containers must agree on it)', () => {
    const script = `import('./shared/domain/product/persisted.ts').then((m) => process.stdout.write(m.productIndexFormat()))`;
    const other = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
      encoding: 'utf8',
    });
    expect(productIndexFormat()).toMatch(new RegExp(`^${PRODUCT_INDEX_FORMAT}-[0-9a-f]{16}$`));
    expect(other).toBe(productIndexFormat());
  });
});
