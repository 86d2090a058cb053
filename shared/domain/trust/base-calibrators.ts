import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import shippedBaseCalibration from '../../../layers/models/calibration/base.json';
import {
  buildCalibrator,
  type CalibratedModule,
  type Calibrator,
  type CalibratorSpec,
  identityCalibrator,
} from './calibration';

/**
 * The base calibrators: one per module, fitted on the held-out dev split of the labelled demo cases
 * (`npm run calibrate`) and shipped with the models in `layers/models/calibration/base.json`.
 */
const Spec = z.discriminatedUnion('method', [
  z.object({ method: z.literal('identity') }),
  z.object({ method: z.literal('platt'), a: z.number(), b: z.number() }),
  z.object({ method: z.literal('isotonic'), x: z.array(z.number()), y: z.array(z.number()) }),
]);

export const BaseCalibrationFile = z.object({
  version: z.string().min(1),
  fitted_at: z.string(),
  data: z.string(),
  modules: z.record(
    z.string(),
    z.object({
      spec: Spec,
      samples: z.number().int(),
      accuracy: z.number(),
      ece_raw: z.number(),
      ece_fitted: z.number(),
    }),
  ),
});
export type BaseCalibrationFile = z.infer<typeof BaseCalibrationFile>;

/**
 * The content part of a base calibration version: tenant layers and stored outcomes are keyed by
 * the version, so every change of a module's entry must give a new one (a layer fitted on top of
 * one base must never be read on top of another).
 */
export function baseCalibrationFingerprint(modules: BaseCalibrationFile['modules']): string {
  return createHash('sha256').update(JSON.stringify(modules)).digest('hex').slice(0, 8);
}

/** `base-<date>-<fingerprint of the modules>`. */
export function baseCalibrationVersion(
  modules: BaseCalibrationFile['modules'],
  fittedAt: Date,
): string {
  return `base-${fittedAt.toISOString().slice(0, 10)}-${baseCalibrationFingerprint(modules)}`;
}

/** Where `npm run calibrate` writes the base calibrators, in the repository. */
export const baseCalibrationPath = () =>
  fileURLToPath(new URL('../../../layers/models/calibration/base.json', import.meta.url));

export interface BaseCalibrators {
  version: string;
  forModule(module: CalibratedModule): Calibrator;
  specOf(module: CalibratedModule): CalibratorSpec;
  /** How many held-out outcomes the module's base calibrator was fitted on. */
  samplesOf(module: CalibratedModule): number | undefined;
}

let loaded: BaseCalibrators | undefined;

/**
 * `QCAS_CALIBRATION=none` serves raw scores (the fitting run measures them over HTTP) and says so
 * in `calibration_version`.
 */
export function baseCalibrators(): BaseCalibrators {
  if (loaded) return loaded;
  if (process.env.QCAS_CALIBRATION === 'none') {
    loaded = {
      version: identityCalibrator.version,
      forModule: () => identityCalibrator,
      specOf: () => ({ method: 'identity' }),
      samplesOf: () => undefined,
    };
    return loaded;
  }
  // The shipped file is inlined into every function bundle (2 kB), whatever the model backend;
  // QCAS_CALIBRATION_FILE points at another one (the fitting run verifies what it just wrote).
  const override = process.env.QCAS_CALIBRATION_FILE;
  const file = BaseCalibrationFile.parse(
    override ? JSON.parse(readFileSync(override, 'utf8')) : shippedBaseCalibration,
  );
  const calibrators = new Map<string, Calibrator>();
  for (const [module, entry] of Object.entries(file.modules))
    calibrators.set(module, buildCalibrator(file.version, entry.spec));
  loaded = {
    version: file.version,
    forModule: (module) =>
      calibrators.get(module) ?? buildCalibrator(file.version, { method: 'identity' }),
    specOf: (module) => file.modules[module]?.spec ?? { method: 'identity' },
    samplesOf: (module) => file.modules[module]?.samples,
  };
  return loaded;
}

/** Tests and the fitting script switch calibration on and off within one process. */
export function resetBaseCalibrators(): void {
  loaded = undefined;
}
