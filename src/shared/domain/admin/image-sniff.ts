// Deal picture uploads (SVG and PNG, widened to JPEG and WebP). The
// file's bytes decide what it is; a declared type or file name that says otherwise is refused
// (a PNG named photo.jpg is a mistake worth telling the admin about, and no cache or CDN should
// ever hold bytes under a type they are not). An SVG is refused rather than rewritten: a
// sanitiser that edits markup can be tricked into building the thing it removed, a refusal
// cannot. The admin fixes the file and uploads it again.
import { RASTER_SIZE, rasterKindOf, type RasterKind, type RasterSize } from './raster-size'

/** Largest accepted upload. D1 keeps a row under 2 MB, so the local store fits with room to
 * spare; R2 would take more, but a deal picture has no need to. */
export const MAX_IMAGE_BYTES = 1_900_000
/** Longest accepted side: a few KB of PNG or WebP can claim a picture that takes gigabytes to
 * decode, and a deal picture is shown at most 1200 px wide at 2x. */
const MAX_IMAGE_SIDE = 8000

export type ImageKind = RasterKind | 'svg'
export type SniffResult =
  { ok: true; kind: ImageKind; size?: RasterSize } | { ok: false; reason: string }

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
}

const KIND_NAMES: Record<ImageKind, string> = {
  png: 'PNG',
  jpeg: 'JPEG',
  webp: 'WebP',
  svg: 'SVG',
}

/** A PNG whose header parses (raster-size.ts). */
export const isPng = (bytes: Uint8Array): boolean => RASTER_SIZE.png(bytes) !== null

// Quoted and bare values are told apart so backtracking cannot skip the quote and let
// `href="https:…"` pass as "not starting with #".
/** Each pattern is something an SVG may use to run code or fetch from elsewhere. */
const SVG_REFUSALS: [RegExp, string][] = [
  [/<\s*([\w-]+:)?script\b/i, 'scripts are not allowed'],
  [
    /<\s*([\w-]+:)?(foreignObject|iframe|embed|object|audio|video|handler|listener)\b/i,
    'embedded content is not allowed',
  ],
  [/\son[a-z]+\s*=/i, 'event handler attributes are not allowed'],
  [/<!\s*(DOCTYPE|ENTITY)/i, 'DOCTYPE and entity declarations are not allowed'],
  [/javascript\s*:|vbscript\s*:/i, 'script URLs are not allowed'],
  [/@import/i, 'style imports are not allowed'],
  [/\bhref\s*=\s*(?:"(?!\s*#)|'(?!\s*#)|(?![\s"'#]))/i, 'links must point inside the file (#id)'],
  [/url\s*\(\s*(?:"(?!\s*#)|'(?!\s*#)|(?![\s"'#]))/i, 'url() must point inside the file (#id)'],
  [/<\?xml-stylesheet/i, 'external stylesheets are not allowed'],
]

/** An SVG document with nothing active or external in it: the reason otherwise. */
export function checkSvg(text: string): SniffResult {
  const body = text.replace(/^\uFEFF/, '')
  // Only an XML declaration and comments may come before the root element.
  const start = body.replace(/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*/, '')
  if (!/^<svg[\s>]/i.test(start)) return { ok: false, reason: 'not an SVG document' }
  if (!/<\/svg\s*>\s*$/i.test(body) && !/<svg[^>]*\/>\s*$/i.test(body))
    return { ok: false, reason: 'not an SVG document' }
  for (const [pattern, reason] of SVG_REFUSALS) {
    if (pattern.test(body)) return { ok: false, reason }
  }
  return { ok: true, kind: 'svg' }
}

const BY_EXTENSION: Record<string, ImageKind> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  webp: 'webp',
  svg: 'svg',
}

/** The image kinds the upload's declared type and file name claim (either may name none). */
function declaredKinds(declared: { type?: string; name?: string }): ImageKind[] {
  const type = (declared.type ?? '').split(';')[0]!.trim().toLowerCase()
  const byType = (Object.keys(IMAGE_CONTENT_TYPES) as ImageKind[]).find(
    (k) => IMAGE_CONTENT_TYPES[k] === type || (k === 'jpeg' && type === 'image/jpg'),
  )
  const ext = /\.([a-z]+)$/i.exec(declared.name ?? '')?.[1]?.toLowerCase() ?? ''
  const byName = Object.hasOwn(BY_EXTENSION, ext) ? BY_EXTENSION[ext] : undefined
  return [byType, byName].filter((k): k is ImageKind => k !== undefined)
}

function sniffBytes(bytes: Uint8Array): SniffResult {
  const raster = rasterKindOf(bytes)
  if (raster) {
    const size = RASTER_SIZE[raster](bytes)
    if (!size || size.width === 0 || size.height === 0)
      return { ok: false, reason: `not a valid ${KIND_NAMES[raster]}` }
    if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE)
      return { ok: false, reason: `the picture is over ${MAX_IMAGE_SIDE} pixels on a side` }
    return { ok: true, kind: raster, size }
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { ok: false, reason: 'not a PNG, JPEG, WebP or SVG' }
  }
  return checkSvg(text)
}

/** What an uploaded file is, judged from its bytes; refused when its declared type or name
 * names another image kind. */
export function sniffImage(
  bytes: Uint8Array,
  declared: { type?: string; name?: string } = {},
): SniffResult {
  if (bytes.length === 0) return { ok: false, reason: 'the file is empty' }
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, reason: 'the file is over 1.9 MB' }
  const sniffed = sniffBytes(bytes)
  if (!sniffed.ok) return sniffed
  const claimed = declaredKinds(declared).find((kind) => kind !== sniffed.kind)
  if (claimed)
    return {
      ok: false,
      reason: `the file is named or typed as ${KIND_NAMES[claimed]} but is a ${KIND_NAMES[sniffed.kind]}`,
    }
  return sniffed
}
