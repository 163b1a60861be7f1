// Money symbols and percentages in a caption restate, or contradict, the price and discount badge
// printed beside it (storefront §5).
const CURRENCY_TEXT = /[%£€]/

export const ELLIPSIS = '…'

// Punctuation left dangling before an ellipsis ("Spa day,…") reads as a typo.
const TRAILING_JOINERS = /[\s,;:.\-–—]+$/

/** The price caption to show ('pp', 'per room', 'from'), or null. §5: "Price text is hidden if it
 * contains %, £ or € when the flag is set". Blank text is never shown; other text is trimmed.
 * @example visiblePriceText('£10 off', true) === null; visiblePriceText('per room', true) === 'per room' */
export function visiblePriceText(
  priceText: string | null | undefined,
  hideCurrencyText: boolean,
): string | null {
  const text = priceText?.trim()
  if (!text) return null
  if (hideCurrencyText && CURRENCY_TEXT.test(text)) return null
  return text
}

/** Shortens text to at most `limit` characters, ellipsis included, cutting at the last space
 * before the limit (§5 'Text truncation'). Words are never cut: when even the first word does
 * not fit, only the ellipsis is left, since half a word can read as a different word. Any
 * whitespace counts as a space; punctuation dangling at the cut is dropped.
 * @example truncateText('Spa day with afternoon tea for two', 20) === 'Spa day with…' */
export function truncateText(text: string, limit: number): string {
  if (text.length <= limit) return text
  if (limit < ELLIPSIS.length) return ''
  // A space at index limit - 1 or earlier keeps the kept text plus the ellipsis within limit.
  const head = text.slice(0, limit)
  const cut = lastWhitespaceIndex(head)
  const kept = cut === -1 ? '' : head.slice(0, cut).replace(TRAILING_JOINERS, '')
  return `${kept}${ELLIPSIS}`
}

function lastWhitespaceIndex(text: string): number {
  for (let index = text.length - 1; index >= 0; index -= 1) {
    if (/\s/.test(text.charAt(index))) return index
  }
  return -1
}
