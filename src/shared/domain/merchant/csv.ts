/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text starting with = + - @ is prefixed with ' so a spreadsheet never runs it as a formula
 * (deal titles are free text). Numbers are written as they are.
 * @example csvField('Spa, day "deluxe"') === '"Spa, day ""deluxe"""' */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value)
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows as CSV text with CRLF line ends, the header first.
 * @example toCsv(['a'], [[1]]) === 'a\r\n1\r\n' */
export const toCsv = (header: string[], rows: (string | number)[][]): string =>
  [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
