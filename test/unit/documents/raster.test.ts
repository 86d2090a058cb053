import { describe, expect, it } from 'vitest';
import { encodePgm, greyFromRgba } from '#domain/documents/raster';

describe('grey rasters for OCR', () => {
  it('converts RGBA to luma and writes it as a binary PGM', () => {
    const rgba = new Uint8Array([255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255]);
    const raster = greyFromRgba(rgba, 2, 2);
    expect([...raster.pixels]).toEqual([255, 0, 76, 28]);
    const pgm = encodePgm(raster);
    expect(pgm.toString('latin1', 0, 11)).toBe('P5\n2 2\n255\n');
    expect([...pgm.subarray(11)]).toEqual([255, 0, 76, 28]);
  });
});
