/**
 * The product index as bytes, so that a cold container loads the index another container built
 * from the same master-data generations instead of analysing every SKU again (seconds of CPU for
 * 20,000 SKUs). The bytes carry a header naming the tenant, the generations (`stamp`) and the
 * index format, and a CRC of the payload; anything that does not match exactly is refused and the
 * caller builds, so a stale or damaged blob costs a build, never a wrong answer.
 */
import { createHash } from 'node:crypto';
import * as v8 from 'node:v8';
import { crc32 } from 'node:zlib';
import type { LexicalIndex } from './lexical';
import { LEXICON } from './lexicon';
import { buildProductIndex, type ProductIndex, type SemanticIndex } from './search-index';
import type { CatalogueInput } from './types';

/**
 * Bump when the index changes in a way the fingerprint below may not see (an analysis rule that
 * none of the probe texts exercises). test/unit/product/persisted.test.ts fails when the index of
 * its fixture catalogue changes, as a reminder.
 */
export const PRODUCT_INDEX_FORMAT = 40;

const MAGIC = Buffer.from('QCASPIX\n', 'latin1');
const HEADER_LENGTH_BYTES = 4;

/** Products whose analysis exercises the lexicon, attribute reader, part numbers and history. */
const PROBE_CATALOGUE: CatalogueInput = {
  products: [
    {
      product_id: 'probe-1',
      description: 'Hex head bolt DIN 933 M8x30 steel 8.8 zinc plated',
      manufacturer: 'Würth',
      mpn: '0057 08 30',
      unit: 'box',
      pack_size: 100,
      category: 'fasteners',
      descriptions: { de: 'Sechskantschraube DIN 933 M8x30 Stahl 8.8 verzinkt' },
      attributes: { thread: 'M8', length: '30', type: 'standard' },
      branch_ids: ['B1'],
      countries: ['de'],
    },
    {
      product_id: 'probe-2',
      description: 'Mantelleitung NYM-J 3x1,5 mm² grau 100 m Ring',
      manufacturer: 'Lapp',
      mpn: 'NYM-J-3X1.5',
      unit: 'm',
      gtin: '04012345678901',
      descriptions: { fr: 'Câble NYM-J 3x1,5 mm² gris couronne de 100 m' },
      status: 'discontinued',
      successor_product_id: 'probe-3',
    },
    {
      product_id: 'probe-3',
      description: 'Deep groove ball bearing 6204-2RS C3 20x47x14',
      manufacturer: 'SKF',
      mpn: '6204-2RSH/C3',
      descriptions: {
        es: 'Rodamiento rígido de bolas 6204-2RS',
        it: 'Cuscinetto a sfere 6204 2RS',
      },
    },
    {
      product_id: 'probe-4',
      description:
        'Raccord en Y 1/2" laiton, Schleifscheibe K120 Ø125 mm, gants nitrile taille 9 230V 18W, 46\' LCD 40-inch 2-in-1, Suite Professional Version 2.0',
      manufacturer: '',
      mpn: '',
      descriptions: { nl: 'Y-stuk 1/2" messing, koppeling 15 mm' },
    },
  ],
  crossReferences: [
    { manufacturer: 'Bossard', mpn: 'BN 56 M8x30', product_id: 'probe-1', relation: 'equivalent' },
    { manufacturer: 'FAG', mpn: '6204-2RSR', product_id: 'probe-3', relation: 'substitute' },
    { manufacturer: 'Other', mpn: 'X-999', product_id: null, relation: 'equivalent' },
  ],
  orderHistory: [
    {
      customer_id: 'C1',
      product_id: 'probe-1',
      quantity: 3,
      ordered_at: '2026-01-02',
      customer_part_number: 'ABC-1',
    },
  ],
  branchOverrides: [{ branch_id: 'B1', match_text: 'Schraube rot', product_id: 'probe-1' }],
};

let format: string | undefined;

/**
 * The format key of persisted indexes: the constant above, and a hash of the lexicon and of the
 * bytes of an index built from the probe catalogue, so that a change of the index structure, the
 * lexicon or the analysis of these texts gives a new key without anyone remembering to bump it.
 * A few milliseconds once per process.
 */
export function productIndexFormat(): string {
  if (format === undefined) {
    const probe = persistable(buildProductIndex(PROBE_CATALOGUE));
    const hash = createHash('sha256')
      .update(JSON.stringify(LEXICON))
      .update(JSON.stringify(probe, canonicalValue))
      .update(process.versions.v8)
      .digest('hex')
      .slice(0, 16);
    format = `${PRODUCT_INDEX_FORMAT}-${hash}`;
  }
  return format;
}

/** What identifies the data an index was built from. */
export interface PersistedIndexIdentity {
  tenantId: string;
  /** The generations of the datasets it was built from (MasterDataCache's stamp). */
  stamp: string;
}

interface Header extends PersistedIndexIdentity {
  format: string;
  payloadBytes: number;
  crc32: number;
}

/**
 * The probe index as text for the format's hash. Not its `v8.serialize` bytes: V8 writes a whole
 * number as an integer or as a double depending on how the code that computed it was compiled,
 * so two processes (a function that had already matched much, one that had not) would hash the
 * same index differently and never find each other's stored indexes.
 */
function canonicalValue(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { map: [...value] };
  if (value instanceof Set) return { set: [...value] };
  if (ArrayBuffer.isView(value)) return { bytes: Array.from(value as Uint8Array) };
  return value;
}

/** The scratch buffers are per-process working memory, rebuilt on load rather than stored. */
function persistable(index: ProductIndex) {
  const { scratch: _scratch, touched: _touched, ...semantic } = index.semantic;
  const { scratch: _lexicalScratch, touched: _lexicalTouched, ...lexical } = index.lexical;
  return { ...index, semantic, lexical };
}

export function serialiseProductIndex(
  index: ProductIndex,
  identity: PersistedIndexIdentity,
): Buffer {
  const payload = v8.serialize(persistable(index));
  const header: Header = {
    tenantId: identity.tenantId,
    stamp: identity.stamp,
    format: productIndexFormat(),
    payloadBytes: payload.byteLength,
    crc32: crc32(payload),
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(HEADER_LENGTH_BYTES);
  length.writeUInt32BE(headerBytes.byteLength);
  return Buffer.concat([MAGIC, length, headerBytes, payload]);
}

/** Why persisted bytes were not used; the caller builds instead. */
export class PersistedIndexRejected extends Error {
  constructor(readonly reason: string) {
    super(`persisted product index refused: ${reason}`);
    this.name = 'PersistedIndexRejected';
  }
}

const isMap = (value: unknown): value is Map<unknown, unknown> => value instanceof Map;

function checkShape(value: unknown): asserts value is Omit<ProductIndex, 'semantic' | 'lexical'> & {
  semantic: Omit<SemanticIndex, 'scratch' | 'touched'>;
  lexical: Omit<LexicalIndex, 'scratch' | 'touched'>;
} {
  const index = value as Partial<ProductIndex> | null;
  const semantic = index?.semantic as Partial<SemanticIndex> | undefined;
  const maps = [
    index?.byId,
    index?.byManufacturerPart,
    index?.byPart,
    index?.byDescriptionPart,
    index?.byGtin,
    index?.crossReferences,
    index?.crossReferencesByPart,
    index?.customerParts,
    index?.customerHistory,
    index?.branchOverrides,
    semantic?.termIds,
  ];
  if (!index || !Array.isArray(index.products) || !maps.every(isMap))
    throw new PersistedIndexRejected('not a product index');
  if (!(index.manufacturerKeys instanceof Set) || !semantic)
    throw new PersistedIndexRejected('not a product index');
  const { termIds, termWeight, postingStart, postingDocs, docNorm, documentCount } = semantic;
  if (
    !(termWeight instanceof Float32Array) ||
    !(postingStart instanceof Int32Array) ||
    !(postingDocs instanceof Int32Array) ||
    !(docNorm instanceof Float32Array) ||
    documentCount !== index.products.length ||
    docNorm.length !== documentCount ||
    termWeight.length !== termIds?.size ||
    postingStart.length !== termWeight.length + 1 ||
    postingStart[termWeight.length] !== postingDocs.length ||
    index.byId?.size !== documentCount
  ) {
    throw new PersistedIndexRejected('inconsistent semantic index');
  }
  const lexical = index.lexical as Partial<LexicalIndex> | undefined;
  if (
    !lexical ||
    !isMap(lexical.termIds) ||
    !isMap(lexical.codes) ||
    !isMap(lexical.looseCodes) ||
    !(lexical.termIdf instanceof Float32Array) ||
    !(lexical.postingStart instanceof Int32Array) ||
    !(lexical.postingDocs instanceof Int32Array) ||
    !(lexical.docNorm instanceof Float32Array) ||
    lexical.documentCount !== documentCount ||
    lexical.docNorm.length !== documentCount ||
    lexical.termIdf.length !== lexical.termIds.size ||
    lexical.postingStart.length !== lexical.termIdf.length + 1 ||
    lexical.postingStart[lexical.termIdf.length] !== lexical.postingDocs.length
  ) {
    throw new PersistedIndexRejected('inconsistent lexical index');
  }
}

/**
 * The index in `bytes` if they are a whole, undamaged index of exactly this tenant, these
 * generations and this format; otherwise throws PersistedIndexRejected.
 */
export function deserialiseProductIndex(
  bytes: Uint8Array,
  expected: PersistedIndexIdentity,
): ProductIndex {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerStart = MAGIC.length + HEADER_LENGTH_BYTES;
  if (buffer.byteLength < headerStart || !buffer.subarray(0, MAGIC.length).equals(MAGIC))
    throw new PersistedIndexRejected('not a persisted product index');
  const headerEnd = headerStart + buffer.readUInt32BE(MAGIC.length);
  if (headerEnd > buffer.byteLength) throw new PersistedIndexRejected('truncated header');
  let header: Partial<Header>;
  try {
    header = JSON.parse(buffer.subarray(headerStart, headerEnd).toString('utf8')) as Header;
  } catch {
    throw new PersistedIndexRejected('unreadable header');
  }
  if (header.format !== productIndexFormat())
    throw new PersistedIndexRejected(`format ${header.format}, expected ${productIndexFormat()}`);
  if (header.tenantId !== expected.tenantId || header.stamp !== expected.stamp)
    throw new PersistedIndexRejected(
      `built for ${header.tenantId} ${header.stamp}, expected ${expected.tenantId} ${expected.stamp}`,
    );
  const payload = buffer.subarray(headerEnd);
  if (payload.byteLength !== header.payloadBytes)
    throw new PersistedIndexRejected(
      `payload of ${payload.byteLength} bytes, header says ${header.payloadBytes}`,
    );
  if (crc32(payload) !== header.crc32) throw new PersistedIndexRejected('checksum mismatch');
  let value: unknown;
  try {
    value = v8.deserialize(payload);
  } catch (error) {
    throw new PersistedIndexRejected(`undecodable payload (${(error as Error).message})`);
  }
  checkShape(value);
  const { termIds, termWeight, postingStart, postingDocs, docNorm, documentCount } = value.semantic;
  const lexical = value.lexical;
  return {
    ...value,
    lexical: {
      ...lexical,
      termIdf: lexical.termIdf.slice(),
      postingStart: lexical.postingStart.slice(),
      postingDocs: lexical.postingDocs.slice(),
      docNorm: lexical.docNorm.slice(),
      scratch: new Float32Array(documentCount),
      touched: new Int32Array(documentCount),
    },
    semantic: {
      termIds,
      // Deserialised typed arrays may be views into `bytes`; copies let the blob be collected.
      termWeight: termWeight.slice(),
      postingStart: postingStart.slice(),
      postingDocs: postingDocs.slice(),
      docNorm: docNorm.slice(),
      scratch: new Float32Array(documentCount),
      touched: new Int32Array(documentCount),
      documentCount,
    },
  };
}
