import type { Scope } from './auth';

/**
 * The four modules and every name each one goes by. The short name (the key) is the one of the
 * operation contracts, rate-limit buckets and the case context; `calibrated` is the name of the
 * audit trail, metrics, thresholds sections, feedback, calibrators and `base.json`; `scope` is what
 * calling the module (or correcting its output) needs. All of them are stored or public: renaming
 * one changes stored keys and the API.
 */
export const Modules = {
  intent: { calibrated: 'intent_classifier', scope: 'intent.classify' },
  extract: { calibrated: 'quote_extractor', scope: 'extract.quote' },
  customer: { calibrated: 'customer_matcher', scope: 'match.customer' },
  product: { calibrated: 'product_matcher', scope: 'match.product' },
} as const satisfies Record<string, { calibrated: string; scope: Scope }>;

export type ModuleName = keyof typeof Modules;
export type CalibratedModule = (typeof Modules)[ModuleName]['calibrated'];

/** In the order of the table, which is the order of the OpenAPI enums and of refresh reports. */
export const ModuleNames = Object.keys(Modules) as readonly ModuleName[];
export const CalibratedModules: readonly CalibratedModule[] = ModuleNames.map(
  (module) => Modules[module].calibrated,
);

/** For descriptions: "`intent_classifier`, `quote_extractor`, …". */
export const calibratedModuleList = CalibratedModules.map((module) => `\`${module}\``).join(', ');

/** Feedback and calibration name a module by its calibrated name; this leads back to its entry. */
export const moduleOfCalibrated = Object.fromEntries(
  ModuleNames.map((module) => [Modules[module].calibrated, module]),
) as Record<CalibratedModule, ModuleName>;
