/**
 * A tiny RGBA raster for the PNG charts of the evaluation and benchmark reports: bars, lines and a
 * 3×5 pixel font, so the pictures need no font file or native dependency. pngjs encodes it.
 */
import { PNG } from 'pngjs';

export type Rgb = readonly [number, number, number];

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

export class Raster {
  readonly data: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    // Opaque white.
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
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + width));
    const y1 = Math.min(this.height, Math.round(y + height));
    for (let row = y0; row < y1; row++)
      for (let column = x0; column < x1; column++) this.set(column, row, colour);
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

  png(): Buffer {
    const png = new PNG({ width: this.width, height: this.height });
    this.data.copy(png.data);
    return PNG.sync.write(png);
  }
}
