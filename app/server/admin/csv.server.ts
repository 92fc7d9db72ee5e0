import type { Logger } from "pino";
import type { ContactSubmission } from "../contact/repository.server";
import { pageStream } from "./page-stream.server";

export const CSV_TYPE = "text/csv; charset=utf-8; header=present";

/**
 * Every field of the JSON export, in its order: a Record over the row type, so a field added to
 * ContactSubmission and forgotten here is a type error, not a silently missing column.
 */
const COLUMNS: Record<keyof ContactSubmission, true> = {
  id: true,
  key: true,
  firstName: true,
  lastName: true,
  email: true,
  company: true,
  service: true,
  message: true,
  productLink: true,
  contactMethod: true,
  createdAt: true,
  landingPage: true,
  sentFrom: true,
  referrer: true,
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
  utmTerm: true,
  utmContent: true,
  clickIds: true,
  capturedWith: true,
  status: true,
  statusChangedAt: true,
  statusChangedBy: true,
  note: true,
};
export const CSV_COLUMNS = Object.keys(COLUMNS) as Array<keyof ContactSubmission>;

/** A spreadsheet reads a cell starting with one of these as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): text that a spreadsheet would run as a formula gets a leading
 * apostrophe, so it shows as text; a cell holding a comma, a quote or a line break is quoted,
 * its quotes doubled. Null is empty; a list (click ids) is comma-joined.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  let text = Array.isArray(value) ? value.join(",") : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line's cells, joined: a flat string, not a rope of 48 pieces. */
function csvLine(cells: (index: number) => unknown) {
  const out = new Array<string>(CSV_COLUMNS.length);
  for (let i = 0; i < CSV_COLUMNS.length; i++) out[i] = csvCell(cells(i));
  return out.join(",");
}

/**
 * The export as CSV: a UTF-8 byte-order mark (so spreadsheets read accents right), one header
 * row, then one CRLF-ended line per lead, streamed a database page at a time like the JSON export.
 */
export function csvStream(pages: AsyncIterable<ContactSubmission[]>, logger?: Logger): ReadableStream<Uint8Array> {
  return pageStream(
    pages,
    (rows, first) => {
      const lines = first ? [`\uFEFF${csvLine((i) => CSV_COLUMNS[i])}`] : [];
      for (const row of rows ?? []) lines.push(csvLine((i) => row[CSV_COLUMNS[i]!]));
      return lines.length ? `${lines.join("\r\n")}\r\n` : "";
    },
    logger,
  );
}
