import type { BoundingBox, DocumentCell, DocumentLine } from './types';

/** A positioned piece of text (a PDF text run or an OCR word), top-left origin. */
export interface PositionedText {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** OCR confidence in [0,1] when known. */
  confidence?: number;
}

/** Column gaps wider than this many text heights start a new cell (OCR words, by default). */
const CELL_GAP_IN_HEIGHTS = 1.5;
/**
 * Text layers: the PDF reader breaks a run only where the gap is wider than its font's spacing
 * (three spaces and more in Helvetica, two in Courier), so a narrower gap already separates
 * columns of text that was lined up with spaces; a single space, even in Courier, stays below it.
 */
export const TEXT_LAYER_CELL_GAP_IN_HEIGHTS = 0.7;
/** Gaps wider than this many text heights get a space between the pieces. */
const WORD_GAP_IN_HEIGHTS = 0.12;

function union(boxes: readonly BoundingBox[]): BoundingBox {
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.w));
  const bottom = Math.max(...boxes.map((box) => box.y + box.h));
  return { x: round(left), y: round(top), w: round(right - left), h: round(bottom - top) };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function joinPieces(pieces: readonly PositionedText[]): string {
  let text = '';
  let previous: PositionedText | undefined;
  for (const piece of pieces) {
    if (previous) {
      const gap = piece.x - (previous.x + previous.w);
      const height = Math.max(1, Math.min(previous.h, piece.h));
      const needsSpace =
        gap > height * WORD_GAP_IN_HEIGHTS && !text.endsWith(' ') && !piece.text.startsWith(' ');
      if (needsSpace) text += ' ';
    }
    text += piece.text;
    previous = piece;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Groups positioned text into lines (by vertical overlap) and each line into cells (by wide
 * horizontal gaps), so that tables keep their columns.
 */
export function groupIntoLines(
  items: readonly PositionedText[],
  cellGapInHeights = CELL_GAP_IN_HEIGHTS,
): DocumentLine[] {
  const usable = items.filter((item) => item.text.trim() !== '' && item.h > 0);
  const sorted = [...usable].sort((left, right) => left.y + left.h / 2 - (right.y + right.h / 2));
  const rows: PositionedText[][] = [];
  let current: PositionedText[] = [];
  let currentCentre = 0;
  let currentHeight = 0;
  for (const item of sorted) {
    const centre = item.y + item.h / 2;
    if (
      current.length > 0 &&
      Math.abs(centre - currentCentre) <= 0.5 * Math.min(item.h, currentHeight)
    ) {
      current.push(item);
      currentCentre = (currentCentre * (current.length - 1) + centre) / current.length;
      currentHeight = Math.max(currentHeight, item.h);
      continue;
    }
    if (current.length > 0) rows.push(current);
    current = [item];
    currentCentre = centre;
    currentHeight = item.h;
  }
  if (current.length > 0) rows.push(current);
  return rows.map((row) => toLine(row, cellGapInHeights));
}

function toLine(row: PositionedText[], cellGapInHeights: number): DocumentLine {
  const pieces = [...row].sort((left, right) => left.x - right.x);
  const groups: PositionedText[][] = [];
  for (const piece of pieces) {
    const group = groups.at(-1);
    const last = group?.at(-1);
    if (group && last) {
      const gap = piece.x - (last.x + last.w);
      const height = Math.max(1, Math.min(last.h, piece.h));
      if (gap <= height * cellGapInHeights) {
        group.push(piece);
        continue;
      }
    }
    groups.push([piece]);
  }
  const cells: DocumentCell[] = groups
    .map((group) => ({ text: joinPieces(group), bbox: union(group) }))
    .filter((cell) => cell.text !== '');
  const confidences = pieces
    .map((piece) => piece.confidence)
    .filter((value): value is number => typeof value === 'number');
  const line: DocumentLine = {
    text: cells.map((cell) => cell.text).join(cells.length > 1 ? ' | ' : ''),
    bbox: union(pieces),
  };
  if (cells.length > 1) line.cells = cells;
  if (confidences.length > 0) {
    line.confidence = round(
      confidences.reduce((sum, value) => sum + value, 0) / confidences.length,
    );
  }
  return line;
}
