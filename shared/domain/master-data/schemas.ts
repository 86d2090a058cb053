import * as z from 'zod';
import { toE164 } from './phone';

/**
 * Record schemas of the seven master-data datasets (issues 7 and 8). Unknown fields are
 * dropped (zod's default 'strip'); empty strings and nulls in optional text fields count as
 * absent, so CSV exports and NDJSON dumps from ERPs validate alike.
 */

export const MasterDataset = {
  customers: 'customers',
  ship_tos: 'ship_tos',
  contacts: 'contacts',
  products: 'products',
  cross_references: 'cross_references',
  order_history: 'order_history',
  branch_overrides: 'branch_overrides',
} as const;
export type MasterDataset = (typeof MasterDataset)[keyof typeof MasterDataset];
export const MASTER_DATASETS = Object.values(MasterDataset);

export function isMasterDataset(value: string): value is MasterDataset {
  return (MASTER_DATASETS as readonly string[]).includes(value);
}

const MAX_TEXT = 2_000;
const MAX_LIST = 200;

const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const requiredText = z.string().trim().min(1).max(MAX_TEXT);
const optionalText = z.preprocess(blankToUndefined, requiredText.optional());

const textList = z.preprocess(
  blankToUndefined,
  z
    .array(z.string().trim().max(MAX_TEXT))
    .max(MAX_LIST)
    .transform((items) => items.filter((item) => item.length > 0))
    .optional(),
);

const e164 = z.string().transform((value, ctx) => {
  const normalised = toE164(value);
  if (normalised === null) {
    ctx.addIssue({ code: 'custom', message: `not an E.164 phone number: ${value.slice(0, 40)}` });
    return z.NEVER;
  }
  return normalised;
});

const phoneList = z.preprocess(blankToUndefined, z.array(e164).max(MAX_LIST).optional());
/** Phones as written: `CustomerSchema` reads them in the record's country. */
const phoneTexts = z.preprocess(
  blankToUndefined,
  z.array(z.string().max(MAX_TEXT)).max(MAX_LIST).optional(),
);

const domainList = z.preprocess(
  blankToUndefined,
  z
    .array(z.string().trim().toLowerCase().max(253))
    .max(MAX_LIST)
    .transform((items) =>
      items.map((item) => item.replace(/^@/, '').replace(/^www\./, '')).filter((item) => item),
    )
    .optional(),
);

const optionalNumber = z.preprocess(blankToUndefined, z.number().finite().optional());

export const AddressSchema = z.object({
  street: optionalText,
  postal_code: optionalText,
  city: optionalText,
  country: optionalText,
});
export type Address = z.infer<typeof AddressSchema>;

const optionalAddress = z.preprocess(blankToUndefined, AddressSchema.optional());

export const CustomerStatus = { active: 'active', inactive: 'inactive' } as const;
export const ProductStatus = { active: 'active', discontinued: 'discontinued' } as const;
export const CrossReferenceRelation = {
  equivalent: 'equivalent',
  substitute: 'substitute',
} as const;

const CustomerFields = z.object({
  customer_id: requiredText,
  name: requiredText,
  aliases: textList,
  domains: domainList,
  country: optionalText,
  branch_id: optionalText,
  customer_type: optionalText,
  parent_customer_id: optionalText,
  default_ship_to_id: optionalText,
  phones: phoneTexts,
  vat_id: optionalText,
  address: optionalAddress,
  status: z.preprocess(blankToUndefined, z.enum(['active', 'inactive']).default('active')),
});

export const CustomerSchema = CustomerFields
  // A customer book exported from a CRM writes its phones as the customer dials them ('030
  // 44012345', '(608) 555-0181'): read in the customer's country, they are stored in E.164.
  .transform((record, ctx): Omit<typeof record, 'phones'> & { phones?: string[] } => {
    const { phones: written, ...rest } = record;
    if (!written) return rest;
    const country = record.country ?? record.address?.country;
    const phones: string[] = [];
    for (const phone of written) {
      const normalised = toE164(phone, country);
      if (normalised === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['phones'],
          message: `not a phone number in E.164, or in the national form of the customer's country: ${phone.slice(0, 40)}`,
        });
        return z.NEVER;
      }
      phones.push(normalised);
    }
    return { ...rest, phones };
  });
export type CustomerRecord = z.infer<typeof CustomerSchema>;

export const ShipToSchema = z.object({
  ship_to_id: requiredText,
  customer_id: requiredText,
  name: optionalText,
  address: optionalAddress,
  is_default: z.preprocess(blankToUndefined, z.boolean().default(false)),
});
export type ShipToRecord = z.infer<typeof ShipToSchema>;

export const ContactSchema = z.object({
  contact_id: requiredText,
  customer_id: requiredText,
  name: optionalText,
  email: z.preprocess(blankToUndefined, z.string().trim().toLowerCase().max(320).optional()),
  phones: phoneList,
  active: z.preprocess(blankToUndefined, z.boolean().default(true)),
});
export type ContactRecord = z.infer<typeof ContactSchema>;

const attributeValue = z.union([z.string().max(MAX_TEXT), z.number(), z.boolean()]);

export const ProductSchema = z.object({
  product_id: requiredText,
  description: requiredText,
  manufacturer: optionalText,
  mpn: optionalText,
  descriptions: z.preprocess(
    blankToUndefined,
    z.record(z.string().max(16), z.string().max(MAX_TEXT)).optional(),
  ),
  category: optionalText,
  unit: z.preprocess(blankToUndefined, z.string().trim().min(1).max(32).default('pcs')),
  pack_size: z.preprocess(blankToUndefined, z.number().finite().positive().default(1)),
  status: z.preprocess(blankToUndefined, z.enum(['active', 'discontinued']).default('active')),
  successor_product_id: optionalText,
  branch_ids: textList,
  countries: textList,
  gtin: optionalText,
  attributes: z.preprocess(
    blankToUndefined,
    z.record(z.string().max(200), attributeValue).optional(),
  ),
});
export type ProductRecord = z.infer<typeof ProductSchema>;

export const CrossReferenceSchema = z.object({
  manufacturer: optionalText,
  mpn: requiredText,
  // null is meaningful: the part is known to have no stocked equivalent.
  product_id: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    requiredText.nullable().default(null),
  ),
  relation: z.preprocess(
    blankToUndefined,
    z.enum(['equivalent', 'substitute']).default('equivalent'),
  ),
});
export type CrossReferenceRecord = z.infer<typeof CrossReferenceSchema>;

export const OrderHistorySchema = z.object({
  customer_id: requiredText,
  product_id: requiredText,
  ordered_at: optionalText,
  quantity: optionalNumber,
  customer_part_number: optionalText,
});
export type OrderHistoryRecord = z.infer<typeof OrderHistorySchema>;

export const BranchOverrideSchema = z.object({
  branch_id: requiredText,
  match_text: requiredText,
  product_id: requiredText,
});
export type BranchOverrideRecord = z.infer<typeof BranchOverrideSchema>;

export const DATASET_SCHEMAS = {
  customers: CustomerSchema,
  ship_tos: ShipToSchema,
  contacts: ContactSchema,
  products: ProductSchema,
  cross_references: CrossReferenceSchema,
  order_history: OrderHistorySchema,
  branch_overrides: BranchOverrideSchema,
} as const;

/**
 * The fields each dataset reads, nested ones by dotted path (`address.city`). A record's other
 * fields are dropped on import and reported (`ignored_fields`); under `attributes` and
 * `descriptions` every key is the tenant's own and read.
 */
const addressFields = Object.keys(AddressSchema.shape).map((field) => `address.${field}`);
export const DATASET_FIELDS: { [D in MasterDataset]: readonly string[] } = {
  customers: [...Object.keys(CustomerFields.shape), ...addressFields],
  ship_tos: [...Object.keys(ShipToSchema.shape), ...addressFields],
  contacts: Object.keys(ContactSchema.shape),
  products: Object.keys(ProductSchema.shape),
  cross_references: Object.keys(CrossReferenceSchema.shape),
  order_history: Object.keys(OrderHistorySchema.shape),
  branch_overrides: Object.keys(BranchOverrideSchema.shape),
};
export const FREE_FORM_FIELDS: ReadonlySet<string> = new Set(['attributes', 'descriptions']);

export interface DatasetRecordMap {
  customers: CustomerRecord;
  ship_tos: ShipToRecord;
  contacts: ContactRecord;
  products: ProductRecord;
  cross_references: CrossReferenceRecord;
  order_history: OrderHistoryRecord;
  branch_overrides: BranchOverrideRecord;
}

/** How a flat CSV cell is turned into a typed value; fields not listed stay strings. */
export type CsvFieldKind = 'list' | 'boolean' | 'number';

export const CSV_FIELD_KINDS: { [D in MasterDataset]: Record<string, CsvFieldKind> } = {
  customers: { aliases: 'list', domains: 'list', phones: 'list' },
  ship_tos: { is_default: 'boolean' },
  contacts: { phones: 'list', active: 'boolean' },
  products: { pack_size: 'number', branch_ids: 'list', countries: 'list' },
  cross_references: {},
  order_history: { quantity: 'number' },
  branch_overrides: {},
};
