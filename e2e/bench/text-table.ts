// Columns padded to their widest cell: the first left-aligned, the rest right-aligned (figures).

export function table(rows: string[][]): string {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  return rows.map((row) => row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join("  ")).join("\n");
}

/** Bytes in KiB, one decimal. */
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
