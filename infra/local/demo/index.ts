/** Public surface of the demo-tenant generator (master data, labelled cases, attachments). */
export { type AttachmentKind, renderAttachment, type TableDocument } from './attachments';
export { type CaseOptions, DefaultCaseOptions, generateCases, splitOf } from './cases';
export {
  type Catalogue,
  type CatalogueOptions,
  DefaultCatalogueOptions,
  generateCatalogue,
  Manufacturers,
} from './catalogue';
export {
  type CustomerBook,
  type CustomerOptions,
  DefaultCustomerOptions,
  GenericMailDomains,
  generateCustomers,
} from './customers';
export { Branches } from './geography';
export { isValidGtin13, normalisePartNumber } from './text';
export * from './types';
export {
  buildDemoData,
  buildMasterData,
  DefaultDemoSizes,
  DemoSeed,
  type DemoSizes,
  type DemoSummary,
  generateDemoData,
  MasterDataDatasets,
  SmallDemoSizes,
  Splits,
} from './write';
