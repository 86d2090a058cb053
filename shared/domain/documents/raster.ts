/**
 * Grey page images for OCR. A rendered page goes to tesseract as PGM rather than PNG: encoding and
 * decoding a PNG of an A4 page costs ~100 ms on each side, a PGM is a header and the pixels, and
 * leptonica reads it without a codec. Recognition is the same (tesseract works on grey anyway).
 */

export interface GreyRaster {
  width: number;
  height: number;
  /** One byte per pixel, row by row, 0 black to 255 white. */
  pixels: Uint8Array;
}

/** Luma of an RGBA buffer (as canvas getImageData returns it), weights of ITU-R BT.601. */
export function greyFromRgba(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): GreyRaster {
  const pixels = new Uint8Array(width * height);
  for (let pixel = 0, offset = 0; pixel < pixels.length; pixel++, offset += 4) {
    pixels[pixel] =
      ((rgba[offset] ?? 0) * 77 + (rgba[offset + 1] ?? 0) * 150 + (rgba[offset + 2] ?? 0) * 29) >>
      8;
  }
  return { width, height, pixels };
}

/** Binary PGM (P5). */
export function encodePgm(raster: GreyRaster): Buffer {
  const header = Buffer.from(`P5\n${raster.width} ${raster.height}\n255\n`, 'latin1');
  return Buffer.concat([header, raster.pixels]);
}
