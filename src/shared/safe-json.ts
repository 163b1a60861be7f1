const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/** JSON that is safe inside `<script type="application/json">`: `</script>` or `<!--` in
 * any string value cannot close or confuse the block (DESIGN 'Shape' 2).
 * @example safeJsonForHtml({ q: '</script>' }) === '{"q":"\\u003c/script\\u003e"}' */
export function safeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => ESCAPES[ch] ?? ch)
}
