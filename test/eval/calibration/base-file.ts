/**
 * Writes one module's entry of the shipped base calibrators (layers/models/calibration/base.json)
 * and gives the file a new version from its content, so that tenant layers and outcomes recorded
 * against the previous base are never read on top of this one. Every fitting script that writes
 * a single module's entry goes through here.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  BaseCalibrationFile,
  baseCalibrationPath,
  baseCalibrationVersion,
} from '#domain/trust/base-calibrators';

type ModuleEntry = BaseCalibrationFile['modules'][string];

export function writeBaseCalibrationEntry(module: string, entry: ModuleEntry): string {
  const path = baseCalibrationPath();
  const file = BaseCalibrationFile.parse(JSON.parse(readFileSync(path, 'utf8')));
  file.modules[module] = entry;
  const fittedAt = new Date();
  file.version = baseCalibrationVersion(file.modules, fittedAt);
  file.fitted_at = fittedAt.toISOString();
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  return file.version;
}
