import type { SkinColors } from './tokens'

/** WCAG 2.1 relative luminance of a #rrggbb colour.
 * @example relativeLuminance('#ffffff') === 1 */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`)
  const n = Number.parseInt(match[1]!, 16)
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  )
}

/** WCAG 2.1 contrast ratio of two colours, from 1 to 21, order-free.
 * @example contrastRatio('#000000', '#ffffff') === 21 */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

type ColorName = keyof Omit<SkinColors, 'shadow'>

/** A foreground token, the background token it is drawn on, and the ratio WCAG AA asks of it:
 * 4.5 for body text, 3 for large text and UI parts (focus rings, buttons against the page). */
export interface ContrastPair {
  fg: ColorName
  bg: ColorName
  min: 4.5 | 3
}

/** Every text/background pairing components use (grep `color: var(--color-…)` beside its
 * `background`), so a skin that passes these renders no contrast failure. */
const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { fg: 'text', bg: 'background', min: 4.5 },
  { fg: 'text', bg: 'surface', min: 4.5 },
  { fg: 'mutedText', bg: 'background', min: 4.5 },
  { fg: 'mutedText', bg: 'surface', min: 4.5 },
  { fg: 'link', bg: 'background', min: 4.5 },
  { fg: 'link', bg: 'surface', min: 4.5 },
  { fg: 'price', bg: 'background', min: 4.5 },
  { fg: 'price', bg: 'surface', min: 4.5 },
  // Badges, toasts and the sold-out banner invert the page: surface text on a text background.
  { fg: 'surface', bg: 'text', min: 4.5 },
  { fg: 'background', bg: 'text', min: 4.5 },
  { fg: 'primaryText', bg: 'primary', min: 4.5 },
  { fg: 'accentText', bg: 'accent', min: 4.5 },
  { fg: 'discountText', bg: 'discountBg', min: 4.5 },
  { fg: 'headerText', bg: 'headerBg', min: 4.5 },
  { fg: 'footerText', bg: 'footerBg', min: 4.5 },
  // UI components (WCAG 1.4.11): focus rings and filled buttons against what surrounds them.
  { fg: 'focus', bg: 'background', min: 3 },
  { fg: 'focus', bg: 'surface', min: 3 },
  { fg: 'primary', bg: 'surface', min: 3 },
]

export interface ContrastFailure extends ContrastPair {
  ratio: number
}

/** The pairs a skin's colours fail; empty when the skin passes.
 * @example contrastFailures(TOKENS.dealio.colors) → [] */
export function contrastFailures(
  colors: SkinColors,
  pairs: readonly ContrastPair[] = CONTRAST_PAIRS,
): ContrastFailure[] {
  return pairs.flatMap((pair) => {
    const ratio = contrastRatio(colors[pair.fg], colors[pair.bg])
    return ratio < pair.min ? [{ ...pair, ratio: Math.round(ratio * 100) / 100 }] : []
  })
}
