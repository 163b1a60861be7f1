/** How much a picture draws. SVG has no JPEG-style quality: storefront §9's image quality
 * (85, 60 on 3g, 35 on 2g or Save-Data) is read as detail, i.e. how many shapes, and so how
 * many bytes and how much painting, the picture costs. */
export type SvgDetail = 'full' | 'reduced' | 'minimal'

/** The detail for a requested quality: full above 60, reduced (no decoration) from 36 to 60,
 * minimal (a flat colour and one shape) at 35 and below. No quality, or an unreadable one,
 * is full detail, as for a visitor who sent no hints.
 * @example svgDetailForQuality(60) === 'reduced'; svgDetailForQuality(35) === 'minimal' */
export function svgDetailForQuality(quality: number | null | undefined): SvgDetail {
  if (quality == null || !Number.isFinite(quality)) return 'full'
  if (quality <= 35) return 'minimal'
  if (quality <= 60) return 'reduced'
  return 'full'
}

export interface DealImageSvgInput {
  dealId: number
  position: number
  categoryShortName: string
  headline: string
  /** Defaults to full. */
  detail?: SvgDetail
}

/** Gradient colours per category, so a list of cards reads at a glance. */
const PALETTE: Record<string, readonly [string, string]> = {
  beauty: ['#f472b6', '#9333ea'],
  'food-drink': ['#fb923c', '#dc2626'],
  activities: ['#22c55e', '#0284c7'],
  'health-fitness': ['#2dd4bf', '#2563eb'],
  shop: ['#818cf8', '#db2777'],
  travel: ['#38bdf8', '#1e40af'],
  escapes: ['#a3e635', '#166534'],
  gifts: ['#fb7185', '#d97706'],
  wellness: ['#6ee7b7', '#0f766e'],
  vip: ['#374151', '#b45309'],
}
const FALLBACK: readonly [string, string] = ['#94a3b8', '#334155']

const W = 'fill="#fff"'

/** One simple white motif per category, drawn around (0,0) in a 60-unit box. */
const MOTIFS: Record<string, string> = {
  beauty:
    [0, 72, 144, 216, 288]
      .map((a) => `<ellipse rx="9" ry="22" cy="-14" transform="rotate(${a})" ${W} opacity=".8"/>`)
      .join('') + `<circle r="8" fill="#fde68a"/>`,
  'food-drink': `<circle r="24" ${W} opacity=".9"/><circle r="16" fill="none" stroke="#fdba74" stroke-width="3"/><rect x="-36" y="-22" width="4" height="44" rx="2" ${W}/><rect x="32" y="-22" width="4" height="44" rx="2" ${W}/>`,
  activities: `<path d="M-34 22 -10-18 4 4 14-10 34 22Z" ${W} opacity=".9"/><path d="M-10-18V-30l12 5-12 5" ${W}/>`,
  'health-fitness': `<path d="M0 22-22 0a12 12 0 0 1 22-16 12 12 0 0 1 22 16Z" ${W} opacity=".9"/><path d="M-34 2h14l5-10 7 20 5-10h37" fill="none" stroke="#fff" stroke-width="3"/>`,
  shop: `<path d="M-26-8h52l-5 32h-42Z" ${W} opacity=".9"/><path d="M-10-8v-6a10 10 0 0 1 20 0v6" fill="none" stroke="#fff" stroke-width="4"/><circle cx="-10" cy="-2" r="2.5" fill="#db2777"/><circle cx="10" cy="-2" r="2.5" fill="#db2777"/>`,
  travel: `<circle cx="12" cy="-10" r="14" fill="#fde68a"/><path d="M-34 12q8-6 17 0t17 0 17 0 17 0M-34 24q8-6 17 0t17 0 17 0 17 0" fill="none" stroke="#fff" stroke-width="4"/>`,
  escapes: `<path d="M-24 24V2l18-16 18 16v22Z" ${W} opacity=".9"/><path d="M18 24l8-34 8 34Z" ${W} opacity=".7"/><rect x="-11" y="10" width="10" height="14" fill="#166534" opacity=".5"/>`,
  gifts: `<rect x="-22" y="-6" width="44" height="30" rx="3" ${W} opacity=".9"/><rect x="-26" y="-14" width="52" height="10" rx="2" ${W}/><rect x="-3" y="-14" width="6" height="38" fill="#fb7185"/><circle cx="-7" cy="-18" r="6" fill="none" stroke="#fff" stroke-width="3"/><circle cx="7" cy="-18" r="6" fill="none" stroke="#fff" stroke-width="3"/>`,
  wellness: `<path d="M-22 22C-22-8 2-22 26-24 24 0 10 22-22 22Z" ${W} opacity=".9"/><path d="M-22 22 14-12" stroke="#0f766e" stroke-width="2"/>`,
  vip: `<path d="M-26 16-30-14-12 0 0-22 12 0 30-14 26 16Z" fill="#fcd34d"/><rect x="-26" y="18" width="52" height="6" rx="2" fill="#fcd34d"/>`,
}
const FALLBACK_MOTIF = `<circle r="20" ${W} opacity=".85"/>`

/** FNV-1a: a stable 32-bit hash, so the same deal always gets the same picture. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** A small seeded sequence (mulberry32) for the decoration. */
function sequence(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), state | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const n = (value: number): string => String(Math.round(value * 10) / 10)

const OPEN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100" width="800" height="500">`

/** A deal picture as SVG: the category's gradient, soft circles placed from a hash of the
 * deal, and the category's motif. No text (a picture must never break a card's layout), no
 * external references, 16:10, well under 3 KB. Pure: same input, same bytes. Reduced detail
 * leaves out the circles; minimal detail is the category's colour and one plain circle. */
export function dealImageSvg(input: DealImageSvgInput): string {
  const detail = input.detail ?? 'full'
  const next = sequence(hash(`${input.dealId}/${input.position}/${input.headline}`))
  const [from, to] = PALETTE[input.categoryShortName] ?? FALLBACK
  if (detail === 'minimal') {
    return `${OPEN}<rect width="160" height="100" fill="${to}"/><circle cx="80" cy="50" r="18" fill="#fff" opacity=".85"/></svg>`
  }
  const motif = MOTIFS[input.categoryShortName] ?? FALLBACK_MOTIF
  const angle = Math.floor(next() * 4)
  const [x1, y1, x2, y2] = [
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 1, 1, 0],
    [0, 0, 1, 0],
  ][angle] ?? [0, 0, 1, 1]
  // Drawn from the sequence either way, so the motif sits in the same place at every detail.
  const bubbles = Array.from({ length: 3 + Math.floor(next() * 3) }, () => {
    const cx = next() * 160
    const cy = next() * 100
    const r = 8 + next() * 26
    const opacity = Math.round((0.08 + next() * 0.14) * 100) / 100
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#fff" opacity="${opacity}"/>`
  }).join('')
  const scale = 0.9 + next() * 0.3
  const x = 80 + (next() - 0.5) * 24
  const y = 50 + (next() - 0.5) * 10
  const id = `g${input.dealId}-${input.position}`
  return (
    OPEN +
    `<defs><linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="160" height="100" fill="url(#${id})"/>${detail === 'full' ? bubbles : ''}` +
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})">${motif}</g></svg>`
  )
}
