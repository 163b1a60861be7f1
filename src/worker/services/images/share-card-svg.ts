/** The share card's size: what Facebook, X (summary_large_image), WhatsApp and LinkedIn show
 * without cropping (1.91:1). */
export const SHARE_CARD = { width: 1200, height: 630 } as const

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** A title in at most `lines` lines of about `perLine` characters, cut with an ellipsis.
 * @example wrapTitle('Spa Day with Treatment & Afternoon Tea for 2', 20, 2) gives two lines */
function wrapTitle(title: string, perLine: number, lines: number): string[] {
  const out: string[] = []
  let line = ''
  for (const word of title.trim().split(/\s+/)) {
    if (!line || `${line} ${word}`.length <= perLine) {
      line = line ? `${line} ${word}` : word
      continue
    }
    out.push(line)
    line = word
    if (out.length === lines) break
  }
  if (out.length < lines && line) out.push(line)
  const shown = out.join(' ').length
  if (shown < title.trim().length) {
    const last = out[lines - 1] ?? ''
    out[lines - 1] = `${last.slice(0, perLine - 1).trimEnd()}…`
  }
  return out
}

/** A deal picture (deal-image-svg.ts, 160×100) placed in a box of the card, cropped to fill it. */
function placed(art: string, x: number, width: number): string {
  return art.replace(
    /^<svg [^>]*>/,
    `<svg x="${x}" y="0" width="${width}" height="${SHARE_CARD.height}" viewBox="0 0 160 100" preserveAspectRatio="xMidYMid slice">`,
  )
}

export interface ShareCardInput {
  /** One picture fills the card; two or more share it in columns. */
  arts: string[]
  title: string
  brandName: string
}

/** A share card as SVG, for rasterising to PNG (svg-rasteriser.ts): the pictures, a dark fade
 * at the foot for contrast, the brand in a pill and the title in up to two lines. */
export function shareCardSvg(input: ShareCardInput): string {
  const { width, height } = SHARE_CARD
  const column = Math.ceil(width / Math.max(1, input.arts.length))
  const pictures = input.arts.map((art, i) => placed(art, i * column, column)).join('')
  const lines = wrapTitle(input.title, 32, 2)
  const brand = escapeXml(input.brandName)
  const pill = 56 + input.brandName.length * 19
  const firstLine = lines.length > 1 ? 470 : 540
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".8"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="#334155"/>${pictures}` +
    `<rect y="280" width="${width}" height="${height - 280}" fill="url(#fade)"/>` +
    `<rect x="48" y="44" width="${pill}" height="60" rx="30" fill="#fff"/>` +
    `<text x="76" y="85" font-family="Inter" font-weight="700" font-size="32" fill="#111827">${brand}</text>` +
    lines
      .map(
        (line, i) =>
          `<text x="56" y="${firstLine + i * 70}" font-family="Inter" font-weight="700" font-size="58" fill="#fff">${escapeXml(line)}</text>`,
      )
      .join('') +
    `</svg>`
  )
}
