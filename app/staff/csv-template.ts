const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** An import template: the header row and one sample row, CRLF-separated as spreadsheets write them. */
export function templateCsv(columns: readonly string[], sample: readonly string[]): string {
  return [columns, sample].map((row) => row.map(quote).join(",")).join("\r\n") + "\r\n";
}
