/**
 * Solves A·x = b for a small dense system by Gauss-Jordan elimination with partial pivoting (the
 * Newton steps of the logistic fits); a singular system yields a zero step.
 */
export function solveLinearSystem(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const a = matrix.map((row, index) => [...row, vector[index] ?? 0]);
  for (let column = 0; column < n; column++) {
    let pivot = column;
    for (let row = column + 1; row < n; row++)
      if (Math.abs(a[row]?.[column] ?? 0) > Math.abs(a[pivot]?.[column] ?? 0)) pivot = row;
    if (Math.abs(a[pivot]?.[column] ?? 0) < 1e-12) return new Array<number>(n).fill(0);
    [a[column], a[pivot]] = [a[pivot] as number[], a[column] as number[]];
    const pivotRow = a[column] as number[];
    for (let row = 0; row < n; row++) {
      if (row === column) continue;
      const target = a[row] as number[];
      const factor = (target[column] ?? 0) / (pivotRow[column] ?? 1);
      for (let k = column; k <= n; k++) target[k] = (target[k] ?? 0) - factor * (pivotRow[k] ?? 0);
    }
  }
  return a.map((row, index) => (row[n] ?? 0) / (row[index] ?? 1));
}
