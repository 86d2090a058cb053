import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BaseCalibrationFile,
  baseCalibrationFingerprint,
  baseCalibrationPath,
  baseCalibrationVersion,
} from '#domain/trust/base-calibrators';

describe('base calibration version', () => {
  it('names the shipped entries: a refit of any module gives a new version', () => {
    const file = BaseCalibrationFile.parse(JSON.parse(readFileSync(baseCalibrationPath(), 'utf8')));
    expect(file.version.endsWith(`-${baseCalibrationFingerprint(file.modules)}`)).toBe(true);
  });

  it('changes when one module entry changes', () => {
    const at = new Date('2026-11-25T00:00:00Z');
    const entry = {
      spec: { method: 'identity' as const },
      samples: 10,
      accuracy: 0.9,
      ece_raw: 0.1,
      ece_fitted: 0.1,
    };
    const before = baseCalibrationVersion({ intent_classifier: entry }, at);
    const after = baseCalibrationVersion({ intent_classifier: { ...entry, samples: 11 } }, at);
    expect(before).toMatch(/^base-2026-11-25-[0-9a-f]{8}$/);
    expect(after).not.toBe(before);
  });
});
