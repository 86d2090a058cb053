import { DATASET_FIELDS, FREE_FORM_FIELDS, type MasterDataset } from './schemas';

/** A field of the input that the dataset does not read, and how many records carried it. */
export interface IgnoredField {
  field: string;
  records: number;
  /** The field it most likely stands for, when the name says so ('vat' → 'vat_id'). */
  did_you_mean?: string;
}

/** Distinct unread fields followed per import; a caller cannot grow the report without bound. */
const MAX_TRACKED = 200;
const MAX_REPORTED = 50;
const MAX_FIELD_NAME = 100;

/**
 * Names ERP and CRM exports give the fields we read, folded (lower case, letters and digits only).
 * Only a suggestion: the import never renames a field, since a guess that maps the wrong column
 * (a supplier's VAT number, the billing town) would be read as the customer's.
 */
const EXPORT_NAMES: { [D in MasterDataset]?: Record<string, string> } = {
  customers: {
    vat: 'vat_id',
    vatno: 'vat_id',
    vatnumber: 'vat_id',
    taxid: 'vat_id',
    ustid: 'vat_id',
    ustidnr: 'vat_id',
    company: 'name',
    companyname: 'name',
    customername: 'name',
    customerno: 'customer_id',
    customernumber: 'customer_id',
    id: 'customer_id',
    phone: 'phones',
    telephone: 'phones',
    tel: 'phones',
    domain: 'domains',
    email: 'domains',
    website: 'domains',
    alias: 'aliases',
    street: 'address.street',
    city: 'address.city',
    town: 'address.city',
    zip: 'address.postal_code',
    zipcode: 'address.postal_code',
    postcode: 'address.postal_code',
    postalcode: 'address.postal_code',
    plz: 'address.postal_code',
  },
  products: {
    sku: 'product_id',
    id: 'product_id',
    itemno: 'product_id',
    partnumber: 'mpn',
    manufacturerpartnumber: 'mpn',
    title: 'description',
    name: 'description',
    productname: 'description',
    brand: 'manufacturer',
    maker: 'manufacturer',
    ean: 'gtin',
    upc: 'gtin',
    barcode: 'gtin',
    uom: 'unit',
  },
};

const fold = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

function suggestion(dataset: MasterDataset, field: string): string | undefined {
  const folded = fold(field);
  // A nested field is also read by its own name ('address.zip' as 'zip').
  const own = fold(field.slice(field.lastIndexOf('.') + 1));
  if (own.length === 0) return undefined;
  const known = DATASET_FIELDS[dataset];
  // The same name written another way ('VAT-ID', 'Name', 'address.PostalCode'), or a field's own
  // name without its path ('postal_code' for 'address.postal_code').
  const same = known.find(
    (name) => fold(name) === folded || fold(name.slice(name.lastIndexOf('.') + 1)) === folded,
  );
  if (same) return same;
  const exported = EXPORT_NAMES[dataset]?.[own];
  if (exported) return exported;
  // A name cut short ('vat' for 'vat_id', 'phone' for 'phones').
  if (folded.length >= 3) return known.find((name) => fold(name).startsWith(folded));
  return undefined;
}

/** Counts, over an import's records, the fields its dataset does not read. */
export class IgnoredFieldCounter {
  private readonly counts = new Map<string, number>();
  private readonly known: ReadonlySet<string>;
  /** Fields that hold fields of their own ('address'). */
  private readonly parents: ReadonlySet<string>;

  constructor(private readonly dataset: MasterDataset) {
    this.known = new Set(DATASET_FIELDS[dataset]);
    this.parents = new Set(
      DATASET_FIELDS[dataset]
        .filter((name) => name.includes('.'))
        .map((name) => name.split('.')[0] ?? ''),
    );
  }

  /** Notes the unread fields of one record (a parsed JSON object, or a CSV row's fields). */
  note(record: Record<string, unknown>): void {
    for (const [key, value] of Object.entries(record)) {
      if (!this.known.has(key)) {
        this.count(key);
        continue;
      }
      if (!this.parents.has(key) || FREE_FORM_FIELDS.has(key)) continue;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
      for (const nested of Object.keys(value)) {
        const path = `${key}.${nested}`;
        if (!this.known.has(path)) this.count(path);
      }
    }
  }

  report(): IgnoredField[] {
    return [...this.counts]
      .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
      .slice(0, MAX_REPORTED)
      .map(([field, records]) => {
        const didYouMean = suggestion(this.dataset, field);
        return didYouMean ? { field, records, did_you_mean: didYouMean } : { field, records };
      });
  }

  private count(written: string): void {
    const field = written.slice(0, MAX_FIELD_NAME);
    const seen = this.counts.get(field);
    if (seen !== undefined) this.counts.set(field, seen + 1);
    else if (this.counts.size < MAX_TRACKED) this.counts.set(field, 1);
  }
}
