/** The Markdown report, the JSON summary, the reliability diagrams and the one-screen table. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { LatencySummary } from '#domain/trust/metrics';
import { renderReliabilityDiagram } from './reliability-diagram';
import type { EvaluationResult } from './run';
import type {
  CalibrationReport,
  CustomerMetrics,
  ExtractMetrics,
  IntentMetrics,
  ModuleReport,
  ProductMetrics,
  Ratio,
} from './summary';

const fixed = (value: number, digits = 3): string =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
const ms = (value: number): string =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`;
const ratioText = (ratio: Ratio): string =>
  `${fixed(ratio.value)} (${ratio.numerator}/${ratio.denominator})`;

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function latencyLine(latency: LatencySummary): string {
  return `n ${latency.count}, p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}`;
}

function calibrationSection(calibration: CalibrationReport, diagram: string | undefined): string {
  const bands = calibration.bands.map((band) => [
    `[${band.lower.toFixed(2)}, ${band.upper.toFixed(2)}${band.upper === 1 ? ']' : ')'}`,
    String(band.count),
    band.count ? fixed(band.accuracy) : '—',
    band.count ? fixed(band.meanConfidence) : '—',
  ]);
  const actions = calibration.byAction.map((group) => [
    group.group,
    String(group.count),
    group.count ? fixed(group.accuracy) : '—',
    group.count ? fixed(group.meanConfidence) : '—',
  ]);
  const bins = calibration.bins
    .filter((bin) => bin.count > 0)
    .map((bin) => [
      `[${bin.lower.toFixed(3)}, ${bin.upper.toFixed(3)})`,
      String(bin.count),
      fixed(bin.meanConfidence),
      fixed(bin.accuracy),
    ]);
  return [
    `Scored outputs: ${calibration.count}; ECE (15 equal-width bins) **${fixed(calibration.ece, 4)}** (sampling noise alone, a perfectly calibrated scorer with these confidences: median ${fixed(calibration.eceNoise.median, 3)}, p90 ${fixed(calibration.eceNoise.p90, 3)}); Brier **${fixed(calibration.brier, 4)}**.`,
    '',
    'Accuracy per score band (SPEC 2.6 starting bands):',
    '',
    table(['score band', 'n', 'accuracy', 'mean confidence'], bands),
    '',
    'Accuracy per `recommended_action` returned:',
    '',
    table(['recommended_action', 'n', 'accuracy', 'mean confidence'], actions),
    '',
    'Reliability bins (non-empty):',
    '',
    table(['bin', 'n', 'mean confidence', 'accuracy'], bins),
    ...(diagram ? ['', `![reliability diagram](${diagram})`] : []),
  ].join('\n');
}

export function intentSection(metrics: IntentMetrics): string {
  const confusion = metrics.confusion;
  const used = confusion.labels.filter(
    (_label, index) =>
      (confusion.matrix[index] ?? []).some((value) => value > 0) ||
      confusion.matrix.some((row) => (row[index] ?? 0) > 0),
  );
  const position = (label: string) => confusion.labels.indexOf(label);
  return [
    `Accuracy **${fixed(metrics.report.accuracy)}**, macro-F1 **${fixed(metrics.report.macroF1)}** over ${metrics.report.count} cases. ` +
      `Auto-reply precision ${ratioText(metrics.autoReply.precision)}, recall ${ratioText(metrics.autoReply.recall)}; ` +
      `unsupported-language precision ${ratioText(metrics.languageUnsupported.precision)}, recall ${ratioText(metrics.languageUnsupported.recall)}.`,
    '',
    table(
      ['intent', 'precision', 'recall', 'F1', 'support', 'predicted'],
      metrics.report.perClass
        .filter((entry) => entry.support > 0 || entry.predicted > 0)
        .map((entry) => [
          entry.label,
          fixed(entry.precision),
          fixed(entry.recall),
          fixed(entry.f1),
          String(entry.support),
          String(entry.predicted),
        ]),
    ),
    '',
    'Per language:',
    '',
    table(
      ['language', 'n', 'accuracy', 'macro-F1'],
      metrics.perLanguage.map((entry) => [
        entry.language,
        String(entry.count),
        fixed(entry.accuracy),
        fixed(entry.macroF1),
      ]),
    ),
    '',
    'Confusion (rows: truth, columns: predicted):',
    '',
    table(
      ['truth \\ predicted', ...used],
      used.map((truth) => [
        truth,
        ...used.map((predicted) =>
          String(confusion.matrix[position(truth)]?.[position(predicted)] ?? 0),
        ),
      ]),
    ),
  ].join('\n');
}

function extractSection(metrics: ExtractMetrics, module: ModuleReport): string {
  const byKind = module.latencyByKind ?? {};
  return [
    `Line items: precision **${fixed(metrics.lineItems.precision)}**, recall **${fixed(metrics.lineItems.recall)}**, F1 **${fixed(metrics.lineItems.f1)}** ` +
      `(${metrics.lineItems.truth} truth items, ${metrics.lineItems.predicted} returned; an item counts when its description key tokens overlap ≥ 0.8 and quantity and unit are equal).`,
    '',
    'Field accuracy (item fields where the item description was found; case fields where the truth has them):',
    '',
    table(
      ['field', 'checks', 'accuracy'],
      metrics.fields.map((field) => [field.field, String(field.checks), fixed(field.accuracy)]),
    ),
    '',
    ...Object.entries(byKind).map(
      ([kind, latency]) => `- latency ${kind}: ${latencyLine(latency)}`,
    ),
  ].join('\n');
}

function customerSection(metrics: CustomerMetrics): string {
  return table(
    ['metric', 'value'],
    [
      ['top-1 customer accuracy (known customers)', ratioText(metrics.top1)],
      ['unmatched (new customer) precision', ratioText(metrics.unmatched.precision)],
      ['unmatched (new customer) recall', ratioText(metrics.unmatched.recall)],
      ['ship-to accuracy', ratioText(metrics.shipTo)],
      ['contact accuracy (stale/unknown contact = none)', ratioText(metrics.contact)],
    ],
  );
}

function productSection(metrics: ProductMetrics): string {
  return [
    table(
      ['metric', 'value'],
      [
        ['line items', String(metrics.items)],
        ['top-1 accuracy (items with a catalogue answer)', ratioText(metrics.top1)],
        ['unmatched precision', ratioText(metrics.unmatched.precision)],
        ['unmatched recall', ratioText(metrics.unmatched.recall)],
        ['unit conversion flagged (right product)', ratioText(metrics.unitConversion)],
      ],
    ),
    '',
    'Right answer by match path of the truth (unmatched truths: unmatched flagged):',
    '',
    table(
      ['path', 'accuracy'],
      metrics.byVia.map((entry) => [entry.via, ratioText(entry.accuracy)]),
    ),
  ].join('\n');
}

function moduleSection(module: ModuleReport, diagram: string | undefined): string {
  const title = `## ${module.module} (\`${module.name}\`)`;
  if (!module.available || module.cases === 0) {
    return module.available
      ? `${title}\n\nNot measured: ${module.unavailableReason ?? 'no cases'}.`
      : `${title}\n\nNot available: ${module.unavailableReason ?? 'endpoint absent'}.`;
  }
  const quality = (() => {
    switch (module.module) {
      case 'intent':
        return intentSection(module.quality as IntentMetrics);
      case 'extract':
        return extractSection(module.quality as ExtractMetrics, module);
      case 'customer':
        return customerSection(module.quality as CustomerMetrics);
      case 'product':
        return productSection(module.quality as ProductMetrics);
    }
  })();
  return [
    title,
    '',
    `${module.cases} cases, ${module.errors} failed calls, ${module.rateLimited} rate-limit waits; calibration ${module.calibrationVersions.join(', ') || 'n/a'}.`,
    ...module.errorSamples.map((sample) => `- failed: ${sample}`),
    '',
    '### Quality',
    '',
    quality,
    '',
    '### Latency (client side, over HTTP)',
    '',
    `${latencyLine(module.latency)}${module.firstCallMs !== undefined ? `; first call (not counted) ${ms(module.firstCallMs)}` : ''}`,
    '',
    '### Calibration',
    '',
    calibrationSection(module.calibration, diagram),
  ].join('\n');
}

/** The one-screen table printed at the end of a run. */
/** The in-process figures of the same run (baselines), as lines below the table. */
export function referencesSection(result: EvaluationResult): string[] {
  const byDataset = result.modules.flatMap((module) =>
    (module.byDataset ?? []).map(
      (part) =>
        `- ${module.module}, ${part.dataset} (${part.cases} cases): ${part.headline
          .map(
            (figure) =>
              `${figure.label} ${Number.isFinite(figure.value) ? figure.value.toFixed(3) : 'n/a'}`,
          )
          .join(' · ')}`,
    ),
  );
  const references = result.datasets.references;
  return [
    ...(byDataset.length > 0 ? ['', 'Per dataset (each loaded in turn):', ...byDataset] : []),
    ...(references.length > 0
      ? ['', 'In process, same run:', ...references.map((figure) => `- ${figure}`)]
      : []),
  ];
}

export function consoleTable(result: EvaluationResult): string {
  const rows = result.modules.map((module) => {
    if (!module.available || module.cases === 0) {
      return [
        module.module,
        '—',
        module.available
          ? (module.unavailableReason ?? 'no cases')
          : `not available: ${module.unavailableReason ?? ''}`,
        '',
        '',
        '',
        '',
        '',
      ];
    }
    const autoAccept = module.calibration.byAction.find((group) => group.group === 'auto_accept');
    return [
      module.module,
      String(module.cases),
      module.headline.map((entry) => `${entry.label} ${fixed(entry.value)}`).join(' · '),
      ms(module.latency.p50),
      ms(module.latency.p95),
      `${fixed(module.calibration.ece, 4)} (noise ${fixed(module.calibration.eceNoise.median, 3)})`,
      fixed(module.calibration.brier, 4),
      autoAccept?.count ? `${fixed(autoAccept.accuracy)} (${autoAccept.count})` : '—',
    ];
  });
  rows.push([
    'pooled',
    String(result.pooled.count),
    'scored outputs of all modules',
    '',
    '',
    fixed(result.pooled.ece, 4),
    fixed(result.pooled.brier, 4),
    (() => {
      const autoAccept = result.pooled.byAction.find((group) => group.group === 'auto_accept');
      return autoAccept?.count ? `${fixed(autoAccept.accuracy)} (${autoAccept.count})` : '—';
    })(),
  ]);
  const header = ['module', 'cases', 'quality', 'p50', 'p95', 'ECE', 'Brier', 'auto_accept acc'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

export interface WrittenReport {
  directory: string;
  markdown: string;
  summary: string;
  outcomes: string;
  diagrams: string[];
}

/** Writes report.md, summary.json, outcomes.ndjson and reliability-*.png into `directory`. */
export async function writeReport(
  result: EvaluationResult,
  directory: string,
): Promise<WrittenReport> {
  await mkdir(directory, { recursive: true });
  const diagrams: string[] = [];
  const diagramFor = async (name: string, calibration: CalibrationReport) => {
    if (calibration.count === 0) return undefined;
    const file = `reliability-${name}.png`;
    await renderReliabilityDiagram(calibration.bins, join(directory, file));
    diagrams.push(join(directory, file));
    return file;
  };
  const sections: string[] = [];
  for (const module of result.modules) {
    sections.push(moduleSection(module, await diagramFor(module.module, module.calibration)));
  }
  const pooledDiagram = await diagramFor('pooled', result.pooled);
  const markdown = [
    `# Evaluation report — ${result.source}`,
    '',
    `Service ${result.baseUrl}; started ${result.startedAt}; took ${(result.durationMs / 1000).toFixed(0)} s. ` +
      'Every figure is measured over HTTP through the public API, as a caller sees it.',
    ...(result.datasets.skipped.length
      ? ['', `Datasets skipped: ${result.datasets.skipped.join('; ')}.`]
      : []),
    '',
    '```',
    consoleTable(result),
    '```',
    ...referencesSection(result),
    '',
    ...sections.flatMap((section) => [section, '']),
    '## Pooled calibration (all modules)',
    '',
    calibrationSection(result.pooled, pooledDiagram),
    '',
    '_Reliability diagrams: blue bars = accuracy per bin, orange stripe = gap to the bin’s mean confidence, grey diagonal = perfect calibration, grey histogram below = outputs per bin._',
    '',
  ].join('\n');
  const markdownPath = join(directory, 'report.md');
  await writeFile(markdownPath, markdown);
  const { outcomes, records: _records, ...summary } = result;
  const summaryPath = join(directory, 'summary.json');
  await writeFile(summaryPath, `${JSON.stringify(summary, null, 2)}\n`);
  const outcomesPath = join(directory, 'outcomes.ndjson');
  await writeFile(
    outcomesPath,
    outcomes.map((outcome) => JSON.stringify(outcome)).join('\n') + (outcomes.length ? '\n' : ''),
  );
  return {
    directory,
    markdown: markdownPath,
    summary: summaryPath,
    outcomes: outcomesPath,
    diagrams,
  };
}

export const displayPath = (path: string): string => relative(process.cwd(), path) || path;
