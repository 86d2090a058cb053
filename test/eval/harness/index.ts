/** The evaluation harness's programmatic surface (used by `npm run eval` and calibration scripts). */
export { DefaultDemoDir, loadDemoCases, loadPublicCases } from './cases';
export { HarnessError, ServiceClient } from './client';
export { consoleTable, writeReport } from './report';
export { type EvaluationOptions, type EvaluationResult, runEvaluation } from './run';
export {
  appliesTo,
  ModulePaths,
  pairLineItems,
  productLineItem,
  RequestBuilders,
  Scorers,
} from './scoring';
export type { CalibrationReport, CaseRecord, ModuleReport } from './summary';
export { type EvalCase, type EvaluationOutcome, type ModuleKey, ModuleName } from './types';
