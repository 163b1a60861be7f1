import { artSubjects } from './deal-art-subjects'

/** The drawing code's version: part of every picture URL (`?v=`) and of its edge-cache key, so a
 * change to the art reaches browsers and the edge that keep a picture for a year. Raise it
 * whenever a picture's bytes change for the same deal. */
export const DEAL_ART_VERSION = 2

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

/** The hue each category's palettes start from, so a listing keeps a family look; each deal
 * turns it by up to 50° either way and picks its own colour scheme. */
const BASE_HUE: Record<string, number> = {
  beauty: 325,
  'food-drink': 18,
  activities: 140,
  'health-fitness': 195,
  shop: 255,
  travel: 205,
  escapes: 95,
  gifts: 350,
  wellness: 165,
  vip: 42,
}

/** How far the gradient's second colour turns from the first: near enough that the blend never
 * passes through grey; the accent takes the far side of the wheel. */
const SCHEMES = [30, 50, -35, -60, 80] as const

function hex(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 30
  const s = saturation / 100
  const l = lightness / 100
  const a = s * Math.min(l, 1 - l)
  const channel = (k: number) => {
    const t = (k + h) % 12
    const v = l - a * Math.max(-1, Math.min(t - 3, 9 - t, 1))
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

interface DealArtPalette {
  from: string
  to: string
  /** Details drawn on the light foreground. */
  accent: string
  /** The light foreground the subject is drawn in. */
  light: string
}

function palette(next: () => number, category: string): DealArtPalette {
  const hue = (BASE_HUE[category] ?? next() * 360) + (next() - 0.5) * 100
  const turn = SCHEMES[Math.floor(next() * SCHEMES.length)] ?? 35
  const saturation = 55 + next() * 30
  return {
    from: hex(hue, saturation, 52 + next() * 14),
    to: hex(hue + turn, saturation, 30 + next() * 14),
    accent: hex(hue + turn / 2 + 180, 70, 45),
    light: hex(hue, 70, 95),
  }
}

const COMPOSITIONS = ['centre', 'thirds', 'horizon', 'pattern', 'split', 'rings'] as const
type Composition = (typeof COMPOSITIONS)[number]

interface Layout {
  /** Drawn at every detail but minimal. */
  back: string
  /** Left out at reduced detail. */
  decoration: string
  x: number
  y: number
  scale: number
}

type Draw = (next: () => number, c: DealArtPalette, id: string) => Layout

const circle = (cx: number, cy: number, r: number, fill: string, opacity: number) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" opacity="${n(opacity)}"/>`

const bubbles = (next: () => number, fill: string, count: number) =>
  Array.from({ length: count }, () =>
    circle(next() * 160, next() * 100, 6 + next() * 22, fill, 0.08 + next() * 0.14),
  ).join('')

const gradient = (id: string, c: DealArtPalette, [x1, y1, x2, y2]: number[]) =>
  `<defs><linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
  `<stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>` +
  `<rect width="160" height="100" fill="url(#${id})"/>`

const DIRECTIONS = [
  [0, 0, 1, 1],
  [1, 0, 0, 1],
  [0, 1, 1, 0],
  [0, 0, 1, 0],
]

const DRAW: Record<Composition, Draw> = {
  centre: (next, c, id) => {
    const direction = DIRECTIONS[Math.floor(next() * 4)] ?? [0, 0, 1, 1]
    const r = 30 + next() * 8
    return {
      back: gradient(id, c, direction) + circle(80, 50, r, c.light, 0.2),
      decoration: bubbles(next, c.light, 3 + Math.floor(next() * 3)),
      x: 80,
      y: 50,
      scale: 1 + next() * 0.2,
    }
  },
  thirds: (next, c, id) => {
    const left = next() < 0.5
    const a = 40 + next() * 80
    const w = 18 + next() * 20
    const dots = Array.from({ length: 9 }, (_, i) =>
      circle((left ? 104 : 24) + (i % 3) * 12, 30 + Math.floor(i / 3) * 12, 2.2, c.light, 0.5),
    ).join('')
    return {
      back:
        gradient(id, c, [0, 0, 1, 1]) +
        `<path d="M${n(a)} 0h${n(w)}l-30 100h-${n(w)}Z" fill="${c.to}" opacity=".55"/>`,
      decoration: dots,
      x: left ? 48 : 112,
      y: 48 + (next() - 0.5) * 8,
      scale: 0.95 + next() * 0.2,
    }
  },
  horizon: (next, c, id) => {
    const ground = 70 + next() * 10
    const bend = 30 + next() * 100
    const sun = 20 + next() * 120
    const x = 45 + next() * 70
    return {
      back:
        gradient(id, c, [0, 0, 0, 1]) +
        circle(sun, 26, 12 + next() * 6, c.accent, 0.7) +
        `<path d="M0 ${n(ground)}Q${n(bend)} ${n(ground - 18)} 160 ${n(ground + 4)}V100H0Z" fill="${c.to}"/>`,
      decoration: [0, 1]
        .map(
          () =>
            `<ellipse cx="${n(next() * 160)}" cy="${n(10 + next() * 20)}" rx="${n(10 + next() * 8)}" ry="4" fill="${c.light}" opacity=".5"/>`,
        )
        .join(''),
      x,
      y: ground - 18,
      scale: 0.8 + next() * 0.15,
    }
  },
  pattern: (next, c, id) => {
    const angle = Math.round(next() * 90)
    const x = 60 + next() * 40
    return {
      back:
        `<rect width="160" height="100" fill="${c.from}"/>` +
        `<rect x="${n(x - 40)}" y="12" width="80" height="76" rx="14" fill="${c.to}" opacity=".6"/>`,
      decoration:
        `<defs><pattern id="${id}" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">` +
        `<circle cx="3" cy="3" r="1.8" fill="${c.light}" opacity=".4"/></pattern></defs>` +
        `<rect width="160" height="100" fill="url(#${id})"/>`,
      x,
      y: 50,
      scale: 0.95 + next() * 0.15,
    }
  },
  split: (next, c) => {
    const top = 50 + next() * 60
    const bottom = 50 + next() * 60
    const x = (top + bottom) / 2
    return {
      back:
        `<rect width="160" height="100" fill="${c.from}"/>` +
        `<path d="M${n(top)} 0H160V100H${n(bottom)}Z" fill="${c.to}"/>` +
        circle(x, 50, 34, c.light, 0.22),
      decoration:
        `<circle cx="${n(x)}" cy="50" r="42" fill="none" stroke="${c.light}" stroke-width="1.5" opacity=".4"/>` +
        bubbles(next, c.accent, 2),
      x,
      y: 50,
      scale: 1 + next() * 0.15,
    }
  },
  rings: (next, c, id) => {
    const x = 40 + next() * 80
    const y = 40 + next() * 20
    const ring = (r: number) =>
      `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="none" stroke="${c.light}" stroke-width="5" opacity=".15"/>`
    return {
      back: gradient(id, c, [1, 1, 0, 0]) + circle(x, y, 30, c.light, 0.18),
      decoration: [44, 60, 76, 92].map(ring).join(''),
      x,
      y,
      scale: 0.9 + next() * 0.2,
    }
  },
}

export interface DealArtRecipe {
  subject: string
  composition: Composition
  palette: DealArtPalette
}

/** What a deal's picture is made of: the subject its headline names (the category's for other
 * positions and unknown words), a composition and a palette, each chosen from a hash of the
 * deal, the position and the headline. Pure.
 * @example dealArtRecipe({ dealId: 1, position: 1, categoryShortName: 'beauty', headline: 'Gel Manicure' }).subject === 'polish' */
export function dealArtRecipe(input: DealImageSvgInput): DealArtRecipe {
  const { subject, composition, palette } = recipe(input)
  return { subject: subject.name, composition, palette }
}

function recipe(input: DealImageSvgInput) {
  const next = sequence(hash(`${input.dealId}/${input.position}/${input.headline}`))
  const { named, all } = artSubjects(input.headline, input.categoryShortName)
  // The lead picture shows one of the subjects its headline names ('Spa Day with Afternoon Tea':
  // stones or a teacup), or one of its category's; the others walk on through the list, so a
  // deal page's thumbnails are not the lead picture again.
  const pick = Math.floor(next() * 64)
  const lead = named.length > 0 ? named[pick % named.length]! : all[pick % all.length]!
  const subject =
    input.position === 1 ? lead : all[(all.indexOf(lead) + input.position - 1) % all.length]!
  const composition = COMPOSITIONS[Math.floor(next() * COMPOSITIONS.length)] ?? 'centre'
  return { subject, composition, palette: palette(next, input.categoryShortName), next }
}

const OPEN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100" width="800" height="500">`

/** A deal picture as SVG (dealArtRecipe: subject, composition, palette). No text (a picture
 * must never break a card's layout), no external references, 16:10, under 3 KB. Pure: same
 * input, same bytes. Reduced detail leaves out the decoration; minimal detail is the deal's
 * colour and one plain circle. */
export function dealImageSvg(input: DealImageSvgInput): string {
  const detail = input.detail ?? 'full'
  const { subject, composition, palette: c, next } = recipe(input)
  if (detail === 'minimal') {
    return `${OPEN}<rect width="160" height="100" fill="${c.to}"/><circle cx="80" cy="50" r="18" fill="${c.light}" opacity=".85"/></svg>`
  }
  const id = `g${input.dealId}-${input.position}`
  // Drawn from the sequence either way, so the subject sits in the same place at every detail.
  const layout = DRAW[composition](next, c, id)
  const tilt = Math.round((next() - 0.5) * 24)
  const motif = subject.draw.replaceAll('$f', c.light).replaceAll('$a', c.accent)
  return (
    OPEN +
    layout.back +
    (detail === 'full' ? layout.decoration : '') +
    `<g transform="translate(${n(layout.x)} ${n(layout.y)}) rotate(${tilt}) scale(${n(layout.scale)})">${motif}</g></svg>`
  )
}
