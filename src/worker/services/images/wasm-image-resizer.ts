import decodeJpeg, { init as initJpegDecode } from '@jsquash/jpeg/decode'
import encodeJpeg, { init as initJpegEncode } from '@jsquash/jpeg/encode'
import decodeWebp, { init as initWebpDecode } from '@jsquash/webp/decode'
import encodeWebp, { init as initWebpEncode } from '@jsquash/webp/encode'
import decodePng, { init as initPngDecode } from '@jsquash/png/decode'
import initResize, {
  resize as resizePixels,
} from '@jsquash/resize/lib/resize/pkg/squoosh_resize.js'
import jpegDecodeWasm from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'
import jpegEncodeWasm from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'
import webpDecodeWasm from '@jsquash/webp/codec/dec/webp_dec.wasm'
// The SIMD build: @jsquash/webp/encode picks it when WebAssembly SIMD is there, as on workerd.
import webpEncodeWasm from '@jsquash/webp/codec/enc/webp_enc_simd.wasm'
// @ts-expect-error its generated typings describe the instance's exports; workerd imports the module
import pngDecodeWasm from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm'
// @ts-expect-error as above
import resizeWasm from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm'
import { rasterKindOf } from '../../../shared/domain/admin/raster-size'
import type { ImageResizer, ResizeAsk } from './image-resizer'

/** Decoded pixels, RGBA 8 bits a channel: what the codecs read and write (their ImageData). */
interface Pixels {
  data: Uint8ClampedArray
  width: number
  height: number
}

// The codecs' Emscripten glue builds an ImageData, which workerd lacks; their own stand-in is
// set only where they recognise the runtime, so one is set here before they run.
const withImageData = () => {
  const scope = globalThis as { ImageData?: unknown }
  scope.ImageData ??= class {
    constructor(
      readonly data: Uint8ClampedArray,
      readonly width: number,
      readonly height: number,
    ) {}
  }
}

// Each codec's init takes its WebAssembly module as workerd hands it over (compiled); the
// typings know only the options form of the call.
type InitWith = (module: WebAssembly.Module) => Promise<unknown>
let ready: Promise<unknown> | undefined
/** The codecs, instantiated once per isolate. */
function started(): Promise<unknown> {
  if (ready) return ready
  withImageData()
  ready = Promise.all([
    (initJpegDecode as InitWith)(jpegDecodeWasm),
    (initJpegEncode as InitWith)(jpegEncodeWasm),
    (initWebpDecode as InitWith)(webpDecodeWasm),
    (initWebpEncode as InitWith)(webpEncodeWasm),
    (initPngDecode as InitWith)(pngDecodeWasm),
    initResize(resizeWasm),
  ])
  return ready
}

const QUALITY = 82
/** squoosh_resize's filter index for Lanczos3, the sharpest of its four for photos. */
const LANCZOS3 = 3

async function decode(bytes: ArrayBuffer): Promise<Pixels | null> {
  const kind = rasterKindOf(new Uint8Array(bytes))
  if (kind === 'jpeg') return decodeJpeg(bytes)
  if (kind === 'webp') return decodeWebp(bytes)
  if (kind === 'png') return decodePng(bytes)
  return null
}

/** `pixels` scaled to `width` (never up: Cloudflare's `fit: scale-down`), height kept in
 * proportion; in linear light with premultiplied alpha, as squoosh resizes. */
function scaledDown(pixels: Pixels, width: number): Pixels {
  if (width >= pixels.width) return pixels
  const height = Math.max(1, Math.round((pixels.height * width) / pixels.width))
  const data = resizePixels(
    new Uint8Array(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength),
    pixels.width,
    pixels.height,
    width,
    height,
    LANCZOS3,
    true,
    true,
  )
  return { data, width, height }
}

/** JPEG keeps no alpha: a transparent pixel is laid on white, as a page or mail shows it. */
function onWhite(pixels: Pixels): Pixels {
  const data = new Uint8ClampedArray(pixels.data)
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3]! / 255
    if (alpha === 1) continue
    for (let c = 0; c < 3; c++) data[i + c] = data[i + c]! * alpha + 255 * (1 - alpha)
    data[i + 3] = 255
  }
  return { ...pixels, data }
}

/** The codecs type their pixels as the DOM's ImageData, of which they read these three fields. */
type CodecPixels = Parameters<typeof encodeJpeg>[0]

async function encode(pixels: Pixels, format: 'webp' | 'jpeg'): Promise<ArrayBuffer> {
  if (format === 'webp') return encodeWebp(pixels as CodecPixels, { quality: QUALITY })
  return encodeJpeg(onWhite(pixels) as CodecPixels, { quality: QUALITY })
}

/** The local stand-in for Cloudflare's image transformations (development and tests): the
 * original's bytes decoded (JPEG, WebP or PNG), scaled down and encoded again as JPEG or WebP
 * inside the worker, with the squoosh codecs in WebAssembly (@jsquash). It makes no AVIF (its
 * encoder alone is ~3 MB of wasm), so it offers none. Metadata is not carried over: the
 * decoders read pixels only, as `metadata: 'none'` asks of Cloudflare. */
export class WasmImageResizer implements ImageResizer {
  readonly name = 'wasm' as const
  readonly formats = ['webp', 'jpeg'] as const

  async resize(
    _sourceUrl: string,
    ask: ResizeAsk,
    original: () => Promise<ArrayBuffer>,
  ): Promise<Response | null> {
    // A picture it cannot read (not a raster it knows, a broken upload) is the caller's to serve
    // as it is, as a failed transformation is in production.
    try {
      await started()
      const pixels = await decode(await original())
      if (!pixels) return null
      const format = ask.format === 'avif' ? 'webp' : ask.format
      const bytes = await encode(scaledDown(pixels, ask.width), format)
      return new Response(bytes, { headers: { 'content-type': `image/${format}` } })
    } catch {
      return null
    }
  }
}
