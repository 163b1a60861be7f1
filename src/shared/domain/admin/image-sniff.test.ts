import { describe, expect, it } from 'vitest'
import { tinyJpeg, tinyWebpLossless, tinyWebpLossy } from '../../../../test/fixtures/image-bytes'
import { MAX_IMAGE_BYTES, checkSvg, isPng, sniffImage } from './image-sniff'
import { jpegSize, webpSize } from './raster-size'

const utf8 = (s: string) => new TextEncoder().encode(s)
const SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** The smallest shape isPng accepts: signature, IHDR chunk, IEND chunk (CRCs are not checked). */
export const tinyPng = () =>
  new Uint8Array([
    ...SIG,
    ...[0, 0, 0, 13],
    ...utf8('IHDR'),
    ...[0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0],
    ...[0, 0, 0, 0],
    ...[0, 0, 0, 0],
    ...utf8('IEND'),
    ...[0xae, 0x42, 0x60, 0x82],
  ])

const GOOD_SVG = `<?xml version="1.0"?>
<!-- a picture -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
  <rect width="10" height="10" fill="url(#g)"/><use href="#g"/>
</svg>`

describe('sniffImage', () => {
  it('accepts a real PNG and a plain SVG', () => {
    expect(sniffImage(tinyPng())).toEqual({ ok: true, kind: 'png', size: { width: 1, height: 1 } })
    expect(sniffImage(utf8(GOOD_SVG))).toEqual({ ok: true, kind: 'svg' })
  })

  it('accepts a real JPEG and WebP (lossy and lossless) and reads their size', () => {
    expect(sniffImage(tinyJpeg(), { type: 'image/jpeg', name: 'a.jpg' })).toEqual({
      ok: true,
      kind: 'jpeg',
      size: { width: 40, height: 24 },
    })
    expect(sniffImage(tinyWebpLossy(), { name: 'a.webp' })).toMatchObject({
      ok: true,
      kind: 'webp',
    })
    expect(webpSize(tinyWebpLossy())).toEqual({ width: 1, height: 1 })
    expect(webpSize(tinyWebpLossless())).toEqual({ width: 1, height: 1 })
  })

  it('refuses a PNG named or typed as a JPEG, whichever of the two says so', () => {
    const named = sniffImage(tinyPng(), { type: 'image/jpeg', name: 'photo.jpg' })
    expect(named).toEqual({ ok: false, reason: 'the file is named or typed as JPEG but is a PNG' })
    expect(sniffImage(tinyPng(), { type: 'image/png', name: 'photo.jpg' }).ok).toBe(false)
    expect(sniffImage(tinyPng(), { type: 'application/octet-stream', name: 'photo' }).ok).toBe(true)
    expect(sniffImage(tinyPng(), { name: 'photo.constructor' }).ok).toBe(true)
  })

  it('refuses a truncated JPEG, a WebP whose RIFF size lies, and a huge claimed size', () => {
    const jpeg = tinyJpeg()
    expect(jpegSize(jpeg.subarray(0, 200))).toBeNull()
    expect(
      sniffImage(new Uint8Array([0xff, 0xd8, 0xff, ...utf8('<script>x</script>'), 0xff, 0xd9])).ok,
    ).toBe(false)
    expect(sniffImage(new Uint8Array([...tinyWebpLossy(), 0, 0])).ok).toBe(false)
    const huge = tinyPng()
    huge.set([0, 0, 0x4e, 0x20], 16) // width 20000
    expect(sniffImage(huge)).toEqual({
      ok: false,
      reason: 'the picture is over 8000 pixels on a side',
    })
  })

  it('refuses a fake PNG: the signature alone, or a script renamed', () => {
    expect(isPng(new Uint8Array([...SIG, ...utf8('<script>alert(1)</script>'.repeat(3))]))).toBe(
      false,
    )
    expect(sniffImage(new Uint8Array([0x89, ...utf8('not really a png at all, honest')])).ok).toBe(
      false,
    )
    expect(sniffImage(utf8('GIF89a....')).ok).toBe(false)
  })

  it('refuses empty and oversized files and non-UTF-8 text', () => {
    expect(sniffImage(new Uint8Array()).ok).toBe(false)
    expect(sniffImage(new Uint8Array(MAX_IMAGE_BYTES + 1)).ok).toBe(false)
    expect(sniffImage(new Uint8Array([0xff, 0xfe, 0x3c]))).toMatchObject({ ok: false })
  })
})

describe('checkSvg', () => {
  const svg = (inner: string, attrs = '') =>
    `<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${inner}</svg>`

  it.each([
    ['a script element', svg('<script>alert(1)</script>')],
    ['a namespaced script', svg('<svg:script>alert(1)</svg:script>')],
    ['an event handler', svg('<rect onload="alert(1)"/>')],
    ['an event handler on the root', svg('', ' onclick="x()"')],
    ['foreignObject', svg('<foreignObject><iframe src="x"/></foreignObject>')],
    ['an external image', svg('<image href="https://evil.example/x.png"/>')],
    ['an xlink to elsewhere', svg('<use xlink:href="other.svg#a"/>')],
    ['a javascript link', svg('<a href="javascript:alert(1)"><text>x</text></a>')],
    ['a data URL', svg('<image href="data:image/svg+xml;base64,AAAA"/>')],
    ['an external url()', svg('<rect style="fill:url(https://evil.example/a)"/>')],
    ['a style import', svg('<style>@import "https://evil.example/a.css";</style>')],
    ['an entity declaration', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('')}`],
    ['HTML pretending', '<html><body><svg></svg></body></html>'],
    ['text after the root', `${svg('')}<script>alert(1)</script>`],
  ])('refuses %s', (_name, text) => {
    expect(checkSvg(text).ok).toBe(false)
  })

  it('allows internal references (#id) and ordinary drawing', () => {
    expect(checkSvg(GOOD_SVG).ok).toBe(true)
    expect(checkSvg(svg('<circle cx="1" cy="1" r="1" fill="#f00"/>')).ok).toBe(true)
  })
})
