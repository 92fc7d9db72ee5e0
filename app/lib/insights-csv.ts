/** A spreadsheet reads a cell starting with one of these as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * One Insights table as CSV (RFC 4180, CRLF): the header row, then a row per item. Source names
 * and campaign tags are what visitors' links carried, so a cell that would start a formula is
 * prefixed with an apostrophe, as the leads' export does (app/server/admin/csv.server.ts).
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}

/** Leads per 100 visitors, one decimal ("2.5%"), or null without visitors. */
export function rate(part: number, whole: number): string | null {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : null;
}

/** Qualified leads per 1,000 visitors, one decimal, or null without visitors. */
export function perThousand(part: number, whole: number): string | null {
  return whole > 0 ? ((part / whole) * 1000).toFixed(1) : null;
}
