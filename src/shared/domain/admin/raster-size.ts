// The pixel size of an uploaded raster picture, read from its header, or null when the bytes are
// not the format they start like. Walking the header is the check: a renamed or truncated file,
// or a script with a signature glued on, has no header that parses.

export type RasterKind = 'png' | 'jpeg' | 'webp'
export interface RasterSize {
  width: number
  height: number
}

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length))
const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8)
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | (b[i + 2]! << 16)
const u32le = (b: Uint8Array, i: number) => (u24le(b, i) | (b[i + 3]! << 24)) >>> 0
const u32be = (b: Uint8Array, i: number) => ((u16be(b, i) << 16) | u16be(b, i + 2)) >>> 0

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** A PNG: the 8-byte signature, an IHDR chunk first and an IEND chunk last. */
function pngSize(bytes: Uint8Array): RasterSize | null {
  if (bytes.length < 8 + 25 + 12) return null
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return null
  if (ascii(bytes, 12, 4) !== 'IHDR') return null
  if (ascii(bytes, bytes.length - 8, 4) !== 'IEND') return null
  return { width: u32be(bytes, 16), height: u32be(bytes, 20) }
}

// Start-of-frame markers carry the size; C4 (Huffman tables), C8 and CC (arithmetic coding
// tables) share the range but are not frames.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

/** A JPEG: SOI, then length-prefixed segments up to a start of frame, and an EOI near the end
 * (within the last KB: cameras and editors may pad after it). */
export function jpegSize(bytes: Uint8Array): RasterSize | null {
  if (bytes.length < 16 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024))
  if (!tail.some((b, i) => b === 0xff && tail[i + 1] === 0xd9)) return null
  let i = 2
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return null
    const marker = bytes[i + 1]!
    if (marker === 0xff) {
      i += 1 // fill byte
      continue
    }
    // Scan data or the end before any frame header: not a picture.
    if (marker === 0xda || marker === 0xd9) return null
    const length = u16be(bytes, i + 2)
    if (length < 2) return null
    if (isStartOfFrame(marker)) {
      if (i + 9 > bytes.length) return null
      return { width: u16be(bytes, i + 7), height: u16be(bytes, i + 5) }
    }
    i += 2 + length
  }
  return null
}

/** A WebP: a RIFF container whose size is the file's, of form WEBP, with a VP8 (lossy), VP8L
 * (lossless) or VP8X (extended) first chunk whose header gives the size. */
export function webpSize(bytes: Uint8Array): RasterSize | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP')
    return null
  if (u32le(bytes, 4) + 8 !== bytes.length) return null
  const chunk = ascii(bytes, 12, 4)
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff }
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null
    const bits = u32le(bytes, 21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X') return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 }
  return null
}

/** Which raster format the first bytes announce, before their header is checked. */
export function rasterKindOf(bytes: Uint8Array): RasterKind | null {
  if (bytes[0] === 0x89) return 'png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg'
  if (ascii(bytes, 0, 4) === 'RIFF') return 'webp'
  return null
}

export const RASTER_SIZE: Record<RasterKind, (bytes: Uint8Array) => RasterSize | null> = {
  png: pngSize,
  jpeg: jpegSize,
  webp: webpSize,
}
