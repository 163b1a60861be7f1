import { BREAKPOINTS } from '../shared/config/constants'
import type { SkinId } from './schedule'

/** Every colour a component may use, read through `var(--color-…)` (CONVENTIONS 8). Each text
 * colour is paired with the background it sits on and meets WCAG AA (4.5:1) there. */
export interface SkinColors {
  primary: string
  /** Text and icons on `primary`. */
  primaryText: string
  accent: string
  accentText: string
  background: string
  surface: string
  text: string
  mutedText: string
  border: string
  link: string
  focus: string
  price: string
  discountBg: string
  discountText: string
  headerBg: string
  headerText: string
  footerBg: string
  footerText: string
  /** Drop shadow of pop-ups and raised cards. */
  shadow: string
}

/** Storefront §3 'Theme': colours, fonts, images, breakpoints and a label per skin. */
export interface SkinTokens {
  label: string
  colors: SkinColors
  fonts: { body: string; heading: string }
  /** No image files (CSP, DESIGN): the logo is the brand wordmark plus an optional badge. */
  images: { logoBadge: string }
  /** Lets native controls and scrollbars match dark skins. */
  colorScheme: 'light' | 'dark'
  /** The palette for visitors whose system asks for dark (`prefers-color-scheme: dark`), on a
   * skin that allows both. A skin without one keeps its look for everyone: Black Friday and VIP
   * are dark by design, the seasonal ones light. */
  dark?: SkinColors
  breakpoints: typeof BREAKPOINTS
}

const SANS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif"
const SERIF = "Georgia, 'Iowan Old Style', 'Palatino Linotype', 'Times New Roman', serif"

const light = {
  background: '#f5f7f6',
  surface: '#ffffff',
  text: '#17201d',
  mutedText: '#55625e',
  border: '#d7dedb',
  headerBg: '#ffffff',
  headerText: '#17201d',
  shadow: 'rgb(15 30 25 / 16%)',
}

const skin = (label: string, colors: SkinColors, heading = SANS, logoBadge = ''): SkinTokens => ({
  label,
  colors,
  fonts: { body: SANS, heading },
  images: { logoBadge },
  colorScheme: isLight(colors.background) ? 'light' : 'dark',
  breakpoints: BREAKPOINTS,
})

/** A brand skin that also has a dark palette (the base skins: a shopper's own system setting
 * decides, all year). */
const lightAndDark = (tokens: SkinTokens, dark: SkinColors): SkinTokens => ({ ...tokens, dark })

const dark = {
  headerText: '#e9eff0',
  shadow: 'rgb(0 0 0 / 55%)',
  discountText: '#ffffff',
  accentText: '#1c1400',
}

/** Rough perceived lightness of a #rrggbb colour; only used to pick `color-scheme`. */
function isLight(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16)
  return ((n >> 16) & 255) * 0.299 + ((n >> 8) & 255) * 0.587 + (n & 255) * 0.114 > 140
}

export const TOKENS: Record<SkinId, SkinTokens> = {
  dealio: lightAndDark(
    skin('Dealio', {
      ...light,
      primary: '#00776a',
      primaryText: '#ffffff',
      accent: '#ffb400',
      accentText: '#1c1400',
      link: '#006a5e',
      focus: '#1f6feb',
      price: '#006a5e',
      discountBg: '#c2410c',
      discountText: '#ffffff',
      footerBg: '#0f2a26',
      footerText: '#e3efec',
    }),
    {
      ...dark,
      background: '#0e1614',
      surface: '#17211e',
      text: '#e9eff0',
      mutedText: '#a7b7b2',
      border: '#2e3d39',
      primary: '#3cc4ae',
      primaryText: '#00201b',
      accent: '#ffb400',
      link: '#5fd6c3',
      focus: '#8ab4ff',
      price: '#5fd6c3',
      discountBg: '#c2410c',
      headerBg: '#111b19',
      footerBg: '#08100e',
      footerText: '#cfdcd8',
    },
  ),
  livingsocial: lightAndDark(
    skin('LivingSocial', {
      ...light,
      background: '#f4f6fa',
      border: '#d6dce8',
      primary: '#1c5bb8',
      primaryText: '#ffffff',
      accent: '#ffd23f',
      accentText: '#1a1600',
      link: '#1a55ad',
      focus: '#b4257a',
      price: '#1a55ad',
      discountBg: '#b3261e',
      discountText: '#ffffff',
      footerBg: '#14213d',
      footerText: '#e6ebf5',
    }),
    {
      ...dark,
      background: '#0d1220',
      surface: '#161f33',
      text: '#e8ecf5',
      mutedText: '#a9b4ca',
      border: '#2c3852',
      primary: '#6ea8ff',
      primaryText: '#0a1a33',
      accent: '#ffd23f',
      accentText: '#1a1600',
      link: '#8dbbff',
      focus: '#ffd23f',
      price: '#8dbbff',
      discountBg: '#b3261e',
      headerBg: '#121a2b',
      headerText: '#e8ecf5',
      footerBg: '#090e19',
      footerText: '#d5dcea',
    },
  ),
  // The VIP payment variant is "black theme with a logo" (§4 'Modal'): black and gold.
  vip: skin(
    'VIP',
    {
      primary: '#d4af37',
      primaryText: '#111111',
      accent: '#f0d77b',
      accentText: '#111111',
      background: '#0b0b0b',
      surface: '#171717',
      text: '#f5f1e6',
      mutedText: '#bcb4a0',
      border: '#3a3528',
      link: '#e6c65c',
      focus: '#ffffff',
      price: '#e6c65c',
      discountBg: '#d4af37',
      discountText: '#111111',
      headerBg: '#000000',
      headerText: '#f5f1e6',
      footerBg: '#000000',
      footerText: '#d9d2bf',
      shadow: 'rgb(0 0 0 / 60%)',
    },
    SERIF,
    'VIP',
  ),
  wellness: skin(
    'Wellness collection',
    {
      ...light,
      background: '#f3f5f0',
      border: '#d5ddd0',
      text: '#1f2b22',
      mutedText: '#56645a',
      primary: '#4a6b4f',
      primaryText: '#ffffff',
      accent: '#c9a27e',
      accentText: '#1f1a14',
      link: '#3f5f44',
      focus: '#8a4b2f',
      price: '#3f5f44',
      discountBg: '#8a4b2f',
      discountText: '#ffffff',
      headerBg: '#eef2ea',
      headerText: '#1f2b22',
      footerBg: '#26362a',
      footerText: '#e7eee4',
    },
    SERIF,
    'Wellness',
  ),
  blackfriday: skin(
    'Black Friday',
    {
      primary: '#ffd400',
      primaryText: '#000000',
      accent: '#ffd400',
      accentText: '#000000',
      background: '#0a0a0a',
      surface: '#181818',
      text: '#ffffff',
      mutedText: '#b8b8b8',
      border: '#333333',
      link: '#ffd400',
      focus: '#ffffff',
      price: '#ffd400',
      discountBg: '#ffd400',
      discountText: '#000000',
      headerBg: '#000000',
      headerText: '#ffffff',
      footerBg: '#000000',
      footerText: '#e0e0e0',
      shadow: 'rgb(0 0 0 / 60%)',
    },
    SANS,
    'Black Friday',
  ),
  christmas: skin(
    'Christmas',
    {
      ...light,
      background: '#fbf7f1',
      border: '#e4d9cc',
      text: '#1f1a17',
      mutedText: '#5e5650',
      primary: '#a4161a',
      primaryText: '#ffffff',
      accent: '#1d6b3c',
      accentText: '#ffffff',
      link: '#9b1519',
      focus: '#1d6b3c',
      price: '#a4161a',
      discountBg: '#1d6b3c',
      discountText: '#ffffff',
      headerBg: '#8f1317',
      headerText: '#ffffff',
      footerBg: '#12361f',
      footerText: '#e9f2ec',
    },
    SERIF,
    'Christmas',
  ),
  valentines: skin(
    "Valentine's",
    {
      ...light,
      background: '#fff5f8',
      border: '#f2d3de',
      text: '#2a1720',
      mutedText: '#6b4f5b',
      primary: '#c2185b',
      primaryText: '#ffffff',
      accent: '#cc2a54',
      accentText: '#ffffff',
      link: '#ad1452',
      focus: '#5b2bd6',
      price: '#ad1452',
      discountBg: '#c8102e',
      discountText: '#ffffff',
      headerBg: '#ffffff',
      headerText: '#2a1720',
      footerBg: '#3b0f22',
      footerText: '#fbe7ef',
    },
    SERIF,
    "Valentine's",
  ),
}
