/** Words too common to narrow a deal search; a query of only these finds nothing rather than
 * everything. */
const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'is',
  'it',
  'me',
  'my',
  'near',
  'of',
  'on',
  'or',
  'our',
  'the',
  'to',
  'with',
  'your',
])

/** A prefix query on fewer letters matches most of the index ("sp" is spa, sports, spain...). */
export const MIN_PREFIX_LENGTH = 3
const MAX_TERMS = 8
const MAX_TERM_LENGTH = 40

/** The words of a query as the index sees them: diacritics folded, lower case, letters and
 * digits only, stop words and lone letters dropped, at most eight distinct words. Everything
 * else (quotes, `*`, `-`, `:`, parentheses) is a separator, so no input can be FTS5 syntax.
 * @example searchTerms('The "Spa" day: NEAR(x') → ['spa', 'day'] */
export function searchTerms(query: string): string[] {
  const words = words_(query).filter(
    (word) => !STOP_WORDS.has(word) && (word.length > 1 || /\d/.test(word)),
  )
  return [...new Set(words)].slice(0, MAX_TERMS)
}

/** Every word of a text, lower case and folded, stop words kept (vocabulary building).
 * @example textWords('Spa Day & Afternoon Tea') → ['spa', 'day', 'afternoon', 'tea'] */
export function textWords(text: string): string[] {
  return words_(text)
}

function words_(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map((word) => word.slice(0, MAX_TERM_LENGTH))
}

export type PrefixMode = 'none' | 'all' | 'last'

/** An FTS5 expression matching every term (implicit AND), each a quoted string so it is never
 * read as an operator, column filter or NEAR group. Terms of 3+ letters may match as prefixes;
 * `column` limits the match to one column (suggestions search headlines). Null for no terms.
 * @example ftsExpression(['spa', 'day'], 'last') === '"spa" "day"*' */
export function ftsExpression(
  terms: readonly string[],
  prefix: PrefixMode,
  column?: 'headline',
): string | null {
  if (terms.length === 0) return null
  const parts = terms.map((term, i) => {
    const prefixed =
      term.length >= MIN_PREFIX_LENGTH &&
      (prefix === 'all' || (prefix === 'last' && i === terms.length - 1))
    return `"${term.replaceAll('"', '')}"${prefixed ? '*' : ''}`
  })
  const expression = parts.join(' ')
  return column ? `${column} : (${expression})` : expression
}
