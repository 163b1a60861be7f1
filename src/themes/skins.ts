import { css } from '@linaria/core'
import type { SkinId } from './schedule'
import { TOKENS, type SkinColors, type SkinTokens } from './tokens'

const kebab = (key: string) => key.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)

/** The custom properties a skin sets; components read only these (CONVENTIONS 8).
 * Evaluated by wyw at build time, so no token object reaches the browser. */
function customProperties(tokens: SkinTokens): string {
  const colors = (palette: SkinColors) =>
    Object.entries(palette).map(([key, value]) => `--color-${kebab(key)}: ${value};`)
  // A skin that allows both follows the visitor's system setting (storefront §3 'Theme').
  const dark = tokens.dark
    ? ['@media (prefers-color-scheme: dark) {', ...colors(tokens.dark), 'color-scheme: dark;', '}']
    : []
  return [
    ...colors(tokens.colors),
    `--font-body: ${tokens.fonts.body};`,
    `--font-heading: ${tokens.fonts.heading};`,
    `--logo-badge: ${JSON.stringify(tokens.images.logoBadge)};`,
    `--logo-badge-display: ${tokens.images.logoBadge ? 'inline-block' : 'none'};`,
    `color-scheme: ${tokens.dark ? 'light dark' : tokens.colorScheme};`,
    ...dark,
  ].join('\n')
}

// One literal `css` per skin: wyw only extracts tagged templates it can see statically.
const dealio = css`
  ${customProperties(TOKENS.dealio)}
`
const livingsocial = css`
  ${customProperties(TOKENS.livingsocial)}
`
const vip = css`
  ${customProperties(TOKENS.vip)}
`
const wellness = css`
  ${customProperties(TOKENS.wellness)}
`
const blackfriday = css`
  ${customProperties(TOKENS.blackfriday)}
`
const christmas = css`
  ${customProperties(TOKENS.christmas)}
`
const valentines = css`
  ${customProperties(TOKENS.valentines)}
`

/** The class the server puts on `<body>` for the skin the schedule picks (§4 'Seasonal themes'). */
export const skinClassName: Record<SkinId, string> = {
  dealio,
  livingsocial,
  vip,
  wellness,
  blackfriday,
  christmas,
  valentines,
}
