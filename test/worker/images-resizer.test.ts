import { describe, expect, it } from 'vitest'
import {
  formatFor,
  imageResizerFor,
  type ImageResizer,
} from '../../src/worker/services/images/image-resizer'
import { webpSize } from '../../src/shared/domain/admin/raster-size'
import { tinyJpeg } from '../fixtures/image-bytes'

// Inside workerd: the local resizer's codecs are WebAssembly modules workerd hands over compiled.
describe('imageResizerFor', () => {
  it('runs the Cloudflare adapter only where configured, the WebAssembly stand-in elsewhere', () => {
    expect(imageResizerFor({ IMAGE_RESIZER: 'cloudflare' }).name).toBe('cloudflare')
    expect(imageResizerFor({}).name).toBe('wasm')
  })

  it('asks for the best format the browser accepts among those the resizer makes', () => {
    expect(formatFor('image/avif,image/webp,*/*')).toBe('avif')
    expect(formatFor('image/webp,*/*')).toBe('webp')
    expect(formatFor('*/*')).toBe('jpeg')
    expect(formatFor(undefined)).toBe('jpeg')
    const local = imageResizerFor({})
    expect(formatFor('image/avif,image/webp,*/*', local.formats)).toBe('webp')
    expect(formatFor('image/avif,*/*', local.formats)).toBe('jpeg')
  })
})

describe('the WebAssembly resizer', () => {
  const local: ImageResizer = imageResizerFor({})
  const resize = (bytes: Uint8Array, ask: Parameters<ImageResizer['resize']>[1]) =>
    local.resize('http://localhost/unused', ask, async () => bytes.slice().buffer)

  it('re-encodes a JPEG as WebP at its own size when asked wider', async () => {
    const res = await resize(tinyJpeg(), { width: 320, format: 'webp' })
    expect(res?.headers.get('content-type')).toBe('image/webp')
    expect(webpSize(new Uint8Array(await res!.arrayBuffer()))).toEqual({ width: 40, height: 24 })
  })

  it('answers null for bytes it cannot read, so the caller serves the original', async () => {
    const text = new TextEncoder().encode('not a picture')
    expect(await resize(text, { width: 320, format: 'jpeg' })).toBeNull()
  })
})
