// Deal picture uploads (issue 10 'images (SVG/PNG upload)'). The file's bytes decide what it
// is, never its name or the declared content type, and an SVG is refused rather than rewritten:
// a sanitiser that edits markup can be tricked into building the thing it removed, a refusal
// cannot. The admin fixes the file and uploads it again.

/** Largest accepted upload. D1 keeps a row under 2 MB, so the local store fits with room to
 * spare; R2 would take more, but a deal picture has no need to. */
export const MAX_IMAGE_BYTES = 1_900_000

export type ImageKind = 'png' | 'svg'
export type SniffResult = { ok: true; kind: ImageKind } | { ok: false; reason: string }

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length))

/** A PNG: the 8-byte signature, an IHDR chunk first and an IEND chunk last. A file that only
 * starts with the signature (a renamed script with a PNG header glued on) fails the last two. */
export function isPng(bytes: Uint8Array): boolean {
  if (bytes.length < 8 + 25 + 12) return false
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return false
  if (ascii(bytes, 12, 4) !== 'IHDR') return false
  return ascii(bytes, bytes.length - 8, 4) === 'IEND'
}

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

/** What an uploaded file is, judged from its bytes. */
export function sniffImage(bytes: Uint8Array): SniffResult {
  if (bytes.length === 0) return { ok: false, reason: 'the file is empty' }
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, reason: 'the file is over 1.9 MB' }
  if (bytes[0] === 0x89) {
    return isPng(bytes) ? { ok: true, kind: 'png' } : { ok: false, reason: 'not a valid PNG' }
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { ok: false, reason: 'neither a PNG nor an SVG' }
  }
  return checkSvg(text)
}
