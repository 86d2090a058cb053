import { writeFile } from 'node:fs/promises';
import type { ReliabilityBin } from '#domain/trust/metrics';
import { Raster, type Rgb } from '../../support/raster';

const Colours = {
  axis: [40, 40, 40] as Rgb,
  grid: [225, 225, 225] as Rgb,
  diagonal: [150, 150, 150] as Rgb,
  bar: [70, 120, 200] as Rgb,
  gap: [230, 120, 90] as Rgb,
  histogram: [170, 170, 170] as Rgb,
};

export interface ReliabilityDiagramOptions {
  width?: number;
  height?: number;
}

/**
 * Draws the reliability diagram as a PNG: per bin a bar at the observed accuracy (blue), the gap
 * to the bin's mean confidence (orange stripe), the diagonal of perfect calibration, and underneath a
 * histogram of how many outputs fall in each bin.
 */
export async function reliabilityDiagramPng(
  bins: readonly ReliabilityBin[],
  options: ReliabilityDiagramOptions = {},
): Promise<Buffer> {
  const width = options.width ?? 640;
  const height = options.height ?? 560;
  const raster = new Raster(width, height);
  const margin = 48;
  const plotWidth = width - 2 * margin;
  const plotHeight = Math.round((height - 2 * margin) * 0.75);
  const histogramTop = margin + plotHeight + 16;
  const histogramHeight = height - margin - histogramTop;
  const toX = (value: number): number => margin + value * plotWidth;
  const toY = (value: number): number => margin + (1 - value) * plotHeight;

  for (let tick = 0; tick <= 10; tick++) {
    const value = tick / 10;
    raster.line(toX(0), toY(value), toX(1), toY(value), Colours.grid);
    raster.line(toX(value), toY(0), toX(value), toY(1), Colours.grid);
  }
  const maxCount = Math.max(1, ...bins.map((bin) => bin.count));
  for (const bin of bins) {
    const x = toX(bin.lower) + 1;
    const barWidth = Math.max(1, (bin.upper - bin.lower) * plotWidth - 2);
    if (bin.count > 0) {
      raster.fill(x, toY(bin.accuracy), barWidth, toY(0) - toY(bin.accuracy), Colours.bar);
      const top = Math.min(bin.accuracy, bin.meanConfidence);
      const bottom = Math.max(bin.accuracy, bin.meanConfidence);
      // The gap is a narrower stripe centred on the bar so that the accuracy bar stays visible.
      raster.fill(
        x + barWidth * 0.3,
        toY(bottom),
        barWidth * 0.4,
        Math.max(1, toY(top) - toY(bottom)),
        Colours.gap,
      );
    }
    const barHeight = (bin.count / maxCount) * histogramHeight;
    raster.fill(
      x,
      histogramTop + histogramHeight - barHeight,
      barWidth,
      barHeight,
      Colours.histogram,
    );
  }
  raster.line(toX(0), toY(0), toX(1), toY(1), Colours.diagonal, 2);
  raster.line(toX(0), toY(0), toX(1), toY(0), Colours.axis, 2);
  raster.line(toX(0), toY(0), toX(0), toY(1), Colours.axis, 2);
  raster.line(
    toX(0),
    histogramTop + histogramHeight,
    toX(1),
    histogramTop + histogramHeight,
    Colours.axis,
  );
  return raster.png();
}

/** Writes the reliability diagram to `outPath` and returns the PNG bytes. */
export async function renderReliabilityDiagram(
  bins: readonly ReliabilityBin[],
  outPath: string,
  options: ReliabilityDiagramOptions = {},
): Promise<Buffer> {
  const bytes = await reliabilityDiagramPng(bins, options);
  await writeFile(outPath, bytes);
  return bytes;
}
