/**
 * Latency-versus-size chart as a PNG (pngjs, like the reliability diagram of shared/trust/metrics):
 * catalogue size on a log axis, p50 latency on a log axis, one line per series, tick labels drawn
 * with a 3×5 pixel font so the picture needs no font file or native dependency.
 */

type Rgb = readonly [number, number, number];

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

// 3×5 glyphs, rows top to bottom, bits left to right.
const Glyphs: Record<string, number[]> = {
  '0': [7, 5, 5, 5, 7],
  '1': [2, 6, 2, 2, 7],
  '2': [7, 1, 7, 4, 7],
  '3': [7, 1, 7, 1, 7],
  '4': [5, 5, 7, 1, 1],
  '5': [7, 4, 7, 1, 7],
  '6': [7, 4, 7, 5, 7],
  '7': [7, 1, 1, 1, 1],
  '8': [7, 5, 7, 5, 7],
  '9': [7, 5, 7, 1, 7],
  '.': [0, 0, 0, 0, 2],
  k: [4, 5, 6, 5, 5],
  m: [0, 0, 7, 7, 5],
  s: [0, 3, 6, 1, 6],
  ' ': [0, 0, 0, 0, 0],
};

class Raster {
  readonly data: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = Buffer.alloc(width * height * 4, 255);
  }

  set(x: number, y: number, colour: Rgb): void {
    const column = Math.floor(x);
    const row = Math.floor(y);
    if (column < 0 || row < 0 || column >= this.width || row >= this.height) return;
    const offset = (row * this.width + column) * 4;
    this.data[offset] = colour[0];
    this.data[offset + 1] = colour[1];
    this.data[offset + 2] = colour[2];
    this.data[offset + 3] = 255;
  }

  fill(x: number, y: number, width: number, height: number, colour: Rgb): void {
    for (let row = Math.round(y); row < Math.round(y + height); row++)
      for (let column = Math.round(x); column < Math.round(x + width); column++)
        this.set(column, row, colour);
  }

  line(x0: number, y0: number, x1: number, y1: number, colour: Rgb, thickness = 1): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let step = 0; step <= steps; step++) {
      const x = x0 + ((x1 - x0) * step) / steps;
      const y = y0 + ((y1 - y0) * step) / steps;
      this.fill(x - thickness / 2, y - thickness / 2, thickness, thickness, colour);
    }
  }

  /** Text at pixel scale `scale`; characters without a glyph are skipped. */
  text(x: number, y: number, text: string, colour: Rgb, scale = 2): void {
    let cursor = x;
    for (const character of text) {
      const glyph = Glyphs[character];
      if (glyph) {
        glyph.forEach((bits, row) => {
          for (let column = 0; column < 3; column++)
            if (bits & (4 >> column))
              this.fill(cursor + column * scale, y + row * scale, scale, scale, colour);
        });
      }
      cursor += 4 * scale;
    }
  }
}

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
  const { PNG } = await import('pngjs');
  const png = new PNG({ width, height });
  raster.data.copy(png.data);
  return PNG.sync.write(png);
}
