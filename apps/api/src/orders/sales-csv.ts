/** The header row of a space's sales as CSV. */
export const SALES_CSV_HEADER = ['date', 'status', 'photos', 'total (Ksh)', 'phone', 'M-Pesa receipt'];

/**
 * One CSV cell: quoted when it holds a comma, quote or line break (quotes doubled), and a text a
 * spreadsheet would run as a formula (starting = + - @, or a tab or carriage return) prefixed with `'`.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text, CRLF line ends (RFC 4180). */
export const csvText = (rows: readonly (readonly (string | number | null)[])[]) =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** One sale as a CSV row, as its organiser sees it (phone masked). */
export interface SaleRow {
  status: string;
  total: string;
  photos: number;
  phone: string;
  receipt_number: string | null;
  created_at: string;
  paid_at: string | null;
}

/** A space's sales as CSV: dated by payment where paid, else by ordering. */
export const salesCsv = (sales: readonly SaleRow[]) =>
  csvText([
    SALES_CSV_HEADER,
    ...sales.map((sale) => [
      sale.paid_at ?? sale.created_at,
      sale.status,
      sale.photos,
      sale.total,
      sale.phone,
      sale.receipt_number,
    ]),
  ]);
