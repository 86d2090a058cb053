/**
 * Latency-versus-size chart as a PNG, drawn on the raster the reliability diagram uses
 * (test/support/raster.ts): catalogue size on a log axis, p50 latency on a log axis, one line per
 * series, tick labels in the raster's 3×5 pixel font.
 */

import { Raster, type Rgb } from '../support/raster';

export interface ChartSeries {
  label: string;
  colour: Rgb;
  points: { x: number; y: number }[];
}

export const SeriesColours: readonly Rgb[] = [
  [70, 120, 200],
  [230, 120, 90],
  [80, 160, 90],
  [150, 90, 180],
  [200, 160, 40],
  [60, 60, 60],
];

export function shortNumber(value: number): string {
  if (value >= 1000 && value % 1000 === 0) return `${value / 1000}k`;
  if (value >= 1000) return `${(value / 1000).toFixed(1)}k`;
  return value >= 10 ? String(Math.round(value)) : String(Number(value.toFixed(1)));
}

/** Decades (1, 10, 100, …) covering [min, max]. */
export function logTicks(min: number, max: number): number[] {
  const ticks: number[] = [];
  for (
    let exponent = Math.floor(Math.log10(min));
    exponent <= Math.ceil(Math.log10(max));
    exponent++
  )
    ticks.push(10 ** exponent);
  return ticks;
}

export async function latencyChartPng(
  series: readonly ChartSeries[],
  options: { width?: number; height?: number } = {},
): Promise<Buffer> {
  const width = options.width ?? 720;
  const height = options.height ?? 440;
  const raster = new Raster(width, height);
  const margin = { left: 70, right: 24, top: 24, bottom: 50 };
  const points = series.flatMap((entry) => entry.points).filter((point) => point.y > 0);
  const xTicks = logTicks(
    Math.min(...points.map((point) => point.x)),
    Math.max(...points.map((point) => point.x)),
  );
  const yTicks = logTicks(
    Math.min(...points.map((point) => point.y)),
    Math.max(...points.map((point) => point.y)),
  );
  const [xMin, xMax] = [xTicks[0] ?? 1, xTicks[xTicks.length - 1] ?? 10];
  const [yMin, yMax] = [yTicks[0] ?? 1, yTicks[yTicks.length - 1] ?? 10];
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const toX = (x: number) =>
    margin.left +
    ((Math.log10(x) - Math.log10(xMin)) / (Math.log10(xMax) - Math.log10(xMin) || 1)) * plotWidth;
  const toY = (y: number) =>
    margin.top +
    (1 - (Math.log10(y) - Math.log10(yMin)) / (Math.log10(yMax) - Math.log10(yMin) || 1)) *
      plotHeight;
  const grid: Rgb = [225, 225, 225];
  const axis: Rgb = [40, 40, 40];
  for (const tick of xTicks) {
    raster.line(toX(tick), toY(yMin), toX(tick), toY(yMax), grid);
    raster.text(toX(tick) - 8, toY(yMin) + 10, shortNumber(tick), axis);
  }
  for (const tick of yTicks) {
    raster.line(toX(xMin), toY(tick), toX(xMax), toY(tick), grid);
    raster.text(8, toY(tick) - 5, `${shortNumber(tick)} ms`, axis);
  }
  raster.line(toX(xMin), toY(yMin), toX(xMax), toY(yMin), axis, 2);
  raster.line(toX(xMin), toY(yMin), toX(xMin), toY(yMax), axis, 2);
  for (const entry of series) {
    const drawn = entry.points.filter((point) => point.y > 0).sort((a, b) => a.x - b.x);
    for (let index = 1; index < drawn.length; index++) {
      const from = drawn[index - 1];
      const to = drawn[index];
      if (from && to) raster.line(toX(from.x), toY(from.y), toX(to.x), toY(to.y), entry.colour, 2);
    }
    for (const point of drawn) raster.fill(toX(point.x) - 4, toY(point.y) - 4, 8, 8, entry.colour);
  }
  // Legend: a swatch per series and its label (digits only), bottom right.
  series.forEach((entry, index) => {
    const x = margin.left + 10 + index * 90;
    const y = height - 16;
    raster.fill(x, y - 2, 18, 6, entry.colour);
    raster.text(x + 24, y - 4, entry.label, axis);
  });
  return raster.png();
}
