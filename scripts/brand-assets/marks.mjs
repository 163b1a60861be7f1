// Each base theme's mark in a 64-unit square, as shapes for the rasteriser and as SVG for the
// favicon. Colours are the base skins' primary and accent (src/themes/tokens.ts).

const DEALIO = '#00776a'
const LIVINGSOCIAL = '#1c5bb8'
const LIVINGSOCIAL_ACCENT = '#ffd23f'
const WHITE = '#ffffff'

// Dealio: a price tag with a per-cent sign punched in it.
const TAG = [
  [14, 14],
  [32.5, 14],
  [35.3, 15.2],
  [50.8, 30.7],
  [50.8, 36.3],
  [36.3, 50.8],
  [30.7, 50.8],
  [15.2, 35.3],
  [14, 32.5],
]

// LivingSocial: a map pin (what is on near you), its eye in the brand's yellow.
const PIN_TIP = [32, 53]
const PIN = { cx: 32, cy: 27, r: 15 }
const PIN_SIDES = [
  [PIN.cx - PIN.r * Math.cos(Math.PI / 6), PIN.cy + PIN.r / 2],
  [PIN.cx + PIN.r * Math.cos(Math.PI / 6), PIN.cy + PIN.r / 2],
]

export const MARKS = {
  dealio: {
    name: 'Dealio',
    background: DEALIO,
    layers: [
      { shape: { kind: 'polygon', points: TAG }, color: WHITE },
      { shape: { kind: 'circle', cx: 24, cy: 24, r: 4 }, color: DEALIO },
      { shape: { kind: 'stroke', from: [28, 40], to: [38, 30], width: 3 }, color: DEALIO },
      { shape: { kind: 'circle', cx: 28, cy: 31.5, r: 3 }, color: DEALIO },
      { shape: { kind: 'circle', cx: 38, cy: 40.5, r: 3 }, color: DEALIO },
    ],
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>Dealio</title><rect width="64" height="64" rx="14" fill="${DEALIO}"/><path d="M14 14h18.5a4 4 0 0 1 2.83 1.17l15.5 15.5a4 4 0 0 1 0 5.66L36.33 50.83a4 4 0 0 1-5.66 0l-15.5-15.5A4 4 0 0 1 14 32.5V14z" fill="${WHITE}"/><circle cx="24" cy="24" r="4" fill="${DEALIO}"/><path d="M28 40l10-10M28 31.5a1.5 1.5 0 1 0 0 .01M38 40.5a1.5 1.5 0 1 0 0 .01" stroke="${DEALIO}" stroke-width="3" stroke-linecap="round"/></svg>\n`,
  },
  livingsocial: {
    name: 'LivingSocial',
    background: LIVINGSOCIAL,
    layers: [
      { shape: { kind: 'circle', ...PIN }, color: WHITE },
      { shape: { kind: 'polygon', points: [...PIN_SIDES, PIN_TIP] }, color: WHITE },
      { shape: { kind: 'circle', cx: PIN.cx, cy: PIN.cy, r: 6.5 }, color: LIVINGSOCIAL_ACCENT },
    ],
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>LivingSocial</title><rect width="64" height="64" rx="14" fill="${LIVINGSOCIAL}"/><path d="M32 53L19.01 34.5A15 15 0 1 1 44.99 34.5Z" fill="${WHITE}"/><circle cx="32" cy="27" r="6.5" fill="${LIVINGSOCIAL_ACCENT}"/></svg>\n`,
  },
}

/** The pin alone, one colour with its eye cut out, beside the LivingSocial wordmark. */
export const PIN_PATH =
  'M32 53L19.01 34.5A15 15 0 1 1 44.99 34.5ZM32 20.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13Z'
