// A small rasteriser and PNG/ICO encoder for the brand icons: each icon is a few filled shapes
// (rounded squares, circles, polygons, round-capped strokes) in a 64-unit square, sampled 4×4
// per pixel for smooth edges. Enough for a mark; no image library needed.
import { deflateSync } from 'node:zlib'

const SAMPLES = 4

const inPolygon = (pts, x, y) => {
  let inside = false
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i]
    const [xj, yj] = pts[j]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

const segmentDistance = ([x1, y1], [x2, y2], x, y) => {
  const [dx, dy] = [x2 - x1, y2 - y1]
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)))
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy))
}

/** Whether the point (in 64-unit space) is inside the shape. */
function covers(shape, x, y) {
  switch (shape.kind) {
    case 'rect': {
      const { x: rx, y: ry, w, h, r = 0 } = shape
      if (x < rx || y < ry || x > rx + w || y > ry + h) return false
      const cx = Math.min(Math.max(x, rx + r), rx + w - r)
      const cy = Math.min(Math.max(y, ry + r), ry + h - r)
      return Math.hypot(x - cx, y - cy) <= r
    }
    case 'circle':
      return Math.hypot(x - shape.cx, y - shape.cy) <= shape.r
    case 'polygon':
      return inPolygon(shape.points, x, y)
    case 'stroke':
      return segmentDistance(shape.from, shape.to, x, y) <= shape.width / 2
    case 'contours':
      // Even-odd across all contours: a glyph's counters (the hole in an 'o') stay empty.
      return shape.contours.reduce((inside, pts) => inside !== inPolygon(pts, x, y), false)
    default:
      throw new Error(`unknown shape ${shape.kind}`)
  }
}

const rgb = (hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))

/** RGBA pixels of `layers` ({ shape, color, at?: [dx, dy] }, painted in order) on a `width` ×
 * `height` px canvas; `toUnits` maps a sample's pixel position to shape units. */
function rasterise(layers, width, height, toUnits, background) {
  const px = new Uint8Array(width * height * 4)
  const colors = layers.map((layer) => rgb(layer.color))
  const bg = background ? rgb(background) : null
  for (let py = 0; py < height; py++) {
    for (let pxl = 0; pxl < width; pxl++) {
      const acc = [0, 0, 0, 0]
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const [x, y] = toUnits(pxl + (sx + 0.5) / SAMPLES, py + (sy + 0.5) / SAMPLES)
          let color = bg
          layers.forEach((layer, i) => {
            const [dx, dy] = layer.at ?? [0, 0]
            if (covers(layer.shape, x - dx, y - dy)) color = colors[i]
          })
          if (!color) continue
          acc[0] += color[0]
          acc[1] += color[1]
          acc[2] += color[2]
          acc[3] += 1
        }
      }
      const o = (py * width + pxl) * 4
      const n = SAMPLES * SAMPLES
      // Colours averaged over the covered samples only, alpha from the coverage: no dark fringe.
      if (acc[3] > 0) for (let c = 0; c < 3; c++) px[o + c] = Math.round(acc[c] / acc[3])
      px[o + 3] = Math.round((acc[3] / n) * 255)
    }
  }
  return px
}

/** RGBA pixels of `layers` ({ shape, color }, painted in order) at `size` px square. `scale`
 * shrinks everything but a full-bleed background about the centre (maskable icons keep the mark
 * inside the safe zone). */
export function paint(layers, size, { scale = 1, background = null } = {}) {
  return rasterise(
    layers,
    size,
    size,
    (u, v) => {
      const [x, y] = [(u / size) * 64, (v / size) * 64]
      return [32 + (x - 32) / scale, 32 + (y - 32) / scale]
    },
    background,
  )
}

/** RGBA pixels of `layers` on a transparent `width` × `height` px canvas, `pxPerUnit` pixels to
 * a shape unit (for a wordmark, wider than it is high). */
export function paintWide(layers, width, height, pxPerUnit) {
  return rasterise(layers, width, height, (u, v) => [u / pxPerUnit, v / pxPerUnit], null)
}

/** SVG path data made only of M, L, Q and Z (font-outline.mjs's textPath) as polygons, each
 * quadratic curve flattened into `steps` segments. */
export function pathContours(d, steps = 8) {
  const tokens = d.match(/[MLQZ]|-?\d*\.?\d+/g) ?? []
  const contours = []
  let current = []
  let i = 0
  const num = () => Number(tokens[i++])
  while (i < tokens.length) {
    const cmd = tokens[i++]
    if (cmd === 'M') {
      current = [[num(), num()]]
      contours.push(current)
    } else if (cmd === 'L') {
      current.push([num(), num()])
    } else if (cmd === 'Q') {
      const [x0, y0] = current[current.length - 1]
      const [cx, cy, x1, y1] = [num(), num(), num(), num()]
      for (let s = 1; s <= steps; s++) {
        const t = s / steps
        const a = (1 - t) * (1 - t)
        const b = 2 * (1 - t) * t
        const c = t * t
        current.push([a * x0 + b * cx + c * x1, a * y0 + b * cy + c * y1])
      }
    } else if (cmd !== 'Z') {
      throw new Error(`unexpected path command ${cmd}`)
    }
  }
  return contours
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

const crc32 = (bytes) => {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

const chunk = (type, data) => {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'latin1')
  Buffer.from(data).copy(out, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}

/** A PNG (8-bit RGBA, no filtering) of RGBA pixels, `size` square or `size` × `height`. */
export function encodePng(pixels, size, height = size) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 6, 0, 0, 0], 8)
  const rows = Buffer.alloc(height * (size * 4 + 1))
  for (let y = 0; y < height; y++) {
    Buffer.from(pixels.buffer, y * size * 4, size * 4).copy(rows, y * (size * 4 + 1) + 1)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** An ICO holding PNG images (every browser since IE Vista-era reads PNG entries). */
export function encodeIco(images) {
  const header = Buffer.alloc(6 + images.length * 16)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, png }, i) => {
    const o = 6 + i * 16
    header[o] = size >= 256 ? 0 : size
    header[o + 1] = size >= 256 ? 0 : size
    header.writeUInt16LE(1, o + 4)
    header.writeUInt16LE(32, o + 6)
    header.writeUInt32LE(png.length, o + 8)
    header.writeUInt32LE(offset, o + 12)
    offset += png.length
  })
  return Buffer.concat([header, ...images.map((image) => image.png)])
}
