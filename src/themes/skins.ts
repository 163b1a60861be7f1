import { css } from '@linaria/core'
import type { SkinId } from './schedule'
import { TOKENS, type SkinTokens } from './tokens'

const kebab = (key: string) => key.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)

/** The custom properties a skin sets; components read only these (CONVENTIONS 8).
 * Evaluated by wyw at build time, so no token object reaches the browser. */
export function customProperties(tokens: SkinTokens): string {
  const colors = Object.entries(tokens.colors).map(
    ([key, value]) => `--color-${kebab(key)}: ${value};`,
  )
  return [
    ...colors,
    `--font-body: ${tokens.fonts.body};`,
    `--font-heading: ${tokens.fonts.heading};`,
    `--logo-badge: ${JSON.stringify(tokens.images.logoBadge)};`,
    `--logo-badge-display: ${tokens.images.logoBadge ? 'inline-block' : 'none'};`,
    `color-scheme: ${tokens.colorScheme};`,
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
