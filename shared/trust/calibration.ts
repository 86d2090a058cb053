/**
 * One calibrator interface (SPEC 1 rule 4): a raw module score in, the probability that the output
 * is correct out. Fitted calibrators (Platt, isotonic) come with the trust layer (issue 9); until a
 * module has one, its raw score passes through and the response says so in `calibration_version`.
 */
export interface Calibrator {
  readonly version: string;
  calibrate(rawScore: number): number;
}

export const identityCalibrator: Calibrator = {
  version: 'uncalibrated-v0',
  calibrate: (rawScore) => Math.min(1, Math.max(0, rawScore)),
};

export type CalibratedModule =
  | 'intent_classifier'
  | 'quote_extractor'
  | 'customer_matcher'
  | 'product_matcher';

export function calibratorFor(_tenantId: string, _module: CalibratedModule): Calibrator {
  return identityCalibrator;
}

export function roundScore(score: number): number {
  return Math.round(score * 10_000) / 10_000;
}
