// Glyph outlines from a TrueType font as SVG path data, so a wordmark is drawn shapes, not text in
// whatever font the visitor's system has. Reads only what simple glyphs need (cmap format 4,
// loca, glyf, hmtx); the font is read at generation time, never shipped.
import { readFileSync } from 'node:fs'
/** The parts of a TrueType font the outline needs. */
export function loadFont(path) {
  const b = readFileSync(path)
  const u16 = (o) => b.readUInt16BE(o),
    i16 = (o) => b.readInt16BE(o),
    u32 = (o) => b.readUInt32BE(o)
  const tables = {}
  const n = u16(4)
  for (let i = 0; i < n; i++) {
    const o = 12 + i * 16
    tables[b.toString('latin1', o, o + 4)] = u32(o + 8)
  }
  const unitsPerEm = u16(tables.head + 18)
  const locFormat = i16(tables.head + 50)
  const numHMetrics = u16(tables.hhea + 34)
  // cmap format 4
  let cmap4
  const cm = tables.cmap
  for (let i = 0; i < u16(cm + 2); i++) {
    const rec = cm + 4 + i * 8
    const off = cm + u32(rec + 4)
    if (u16(off) === 4) {
      cmap4 = off
      break
    }
  }
  const glyphIndex = (code) => {
    const segX2 = u16(cmap4 + 6),
      ends = cmap4 + 14,
      starts = ends + segX2 + 2,
      deltas = starts + segX2,
      ranges = deltas + segX2
    for (let s = 0; s < segX2 / 2; s++) {
      if (u16(ends + s * 2) < code) continue
      if (u16(starts + s * 2) > code) return 0
      const ro = u16(ranges + s * 2)
      if (ro === 0) return (code + i16(deltas + s * 2)) & 0xffff
      const g = u16(ranges + s * 2 + ro + (code - u16(starts + s * 2)) * 2)
      return g ? (g + i16(deltas + s * 2)) & 0xffff : 0
    }
    return 0
  }
  const loca = (g) => (locFormat ? u32(tables.loca + g * 4) : u16(tables.loca + g * 2) * 2)
  const advance = (g) => u16(tables.hmtx + Math.min(g, numHMetrics - 1) * 4)
  function contours(g) {
    const start = tables.glyf + loca(g),
      end = tables.glyf + loca(g + 1)
    if (start === end) return []
    const nc = i16(start)
    if (nc < 0) throw new Error('compound glyph ' + g)
    const endPts = []
    for (let i = 0; i < nc; i++) endPts.push(u16(start + 10 + i * 2))
    const nPts = endPts[nc - 1] + 1
    let p = start + 10 + nc * 2
    p += 2 + u16(p)
    const flags = []
    while (flags.length < nPts) {
      const f = b[p++]
      flags.push(f)
      if (f & 8) {
        let r = b[p++]
        while (r--) flags.push(f)
      }
    }
    const xs = [],
      ys = []
    let v = 0
    for (const f of flags) {
      if (f & 2) {
        const d = b[p++]
        v += f & 16 ? d : -d
      } else if (!(f & 16)) {
        v += i16(p)
        p += 2
      }
      xs.push(v)
    }
    v = 0
    for (const f of flags) {
      if (f & 4) {
        const d = b[p++]
        v += f & 32 ? d : -d
      } else if (!(f & 32)) {
        v += i16(p)
        p += 2
      }
      ys.push(v)
    }
    const out = []
    let s = 0
    for (const e of endPts) {
      const c = []
      for (let i = s; i <= e; i++) c.push({ x: xs[i], y: ys[i], on: !!(flags[i] & 1) })
      out.push(c)
      s = e + 1
    }
    return out
  }
  return { unitsPerEm, glyphIndex, advance, contours }
}
/** SVG path data of `text`, baseline at y=ascent, scaled so 1 em = size. */
export function textPath(font, text, { size = 100, ascent = 0.8, tracking = 0 } = {}) {
  const k = size / font.unitsPerEm
  const r = (n) => Math.round(n)
  let x = 0,
    d = ''
  for (const ch of text) {
    const g = font.glyphIndex(ch.codePointAt(0))
    for (const c of font.contours(g)) {
      const pt = (q) => [r(x + q.x * k), r(ascent * size - q.y * k)]
      // start at an on-curve point
      let i0 = c.findIndex((q) => q.on)
      const pts = [...c.slice(i0), ...c.slice(0, i0)]
      d += `M${pt(pts[0]).join(' ')}`
      for (let i = 1; i <= pts.length; i++) {
        const q = pts[i % pts.length]
        if (q.on) {
          d += `L${pt(q).join(' ')}`
          continue
        }
        const nx = pts[(i + 1) % pts.length]
        const end = nx.on ? nx : { x: (q.x + nx.x) / 2, y: (q.y + nx.y) / 2, on: true }
        d += `Q${pt(q).join(' ')} ${pt(end).join(' ')}`
        if (nx.on) i++
      }
      d += 'Z'
    }
    x += font.advance(g) * k + tracking
  }
  return { d: d.replace(/ -/g, '-'), width: r(x - tracking) }
}
