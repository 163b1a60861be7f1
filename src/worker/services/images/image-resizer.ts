import { CloudflareImageResizer } from './cloudflare-image-resizer'
import { WasmImageResizer } from './wasm-image-resizer'

/** What a raster deal picture is resized to: a width and the best format the browser takes. */
export interface ResizeAsk {
  width: number
  format: 'avif' | 'webp' | 'jpeg'
}

/** Resizes an uploaded raster picture. Drawn and uploaded SVGs are not asked here: they are
 * rasterised with resvg wherever we run (svg-rasteriser.ts), since Cloudflare's transformations
 * pass SVG through unrendered. */
export interface ImageResizer {
  readonly name: 'cloudflare' | 'wasm'
  /** The formats it makes, best first; all of ALL_FORMATS when not said. */
  readonly formats?: readonly ResizeAsk['format'][]
  /** The picture at `sourceUrl` (its original, never a resized URL) at `ask`, or null when it
   * could not: the caller serves the original as it is. `original` reads the original's bytes,
   * for a resizer that works on them rather than fetching the URL. */
  resize(
    sourceUrl: string,
    ask: ResizeAsk,
    original: () => Promise<ArrayBuffer>,
  ): Promise<Response | null>
}

const ALL_FORMATS = ['avif', 'webp', 'jpeg'] as const satisfies ResizeAsk['format'][]

/** `IMAGE_RESIZER = "cloudflare"` on a zone with Images transformations enabled; otherwise
 * (development, tests) the WebAssembly stand-in, so pages take the same path everywhere. */
export type ImageResizerConfig = { IMAGE_RESIZER?: string }

let local: WasmImageResizer | undefined

export const imageResizerFor = (
  env: ImageResizerConfig,
  fetcher: typeof fetch = fetch,
): ImageResizer =>
  env.IMAGE_RESIZER === 'cloudflare'
    ? new CloudflareImageResizer(fetcher)
    : (local ??= new WasmImageResizer())

/** The format to ask for from the request's Accept, best first (format=auto's own rule, made
 * explicit so it can be part of the edge cache key), among the `formats` the resizer makes. */
export function formatFor(
  accept: string | undefined,
  formats: readonly ResizeAsk['format'][] = ALL_FORMATS,
): ResizeAsk['format'] {
  if (formats.includes('avif') && /image\/avif/.test(accept ?? '')) return 'avif'
  if (formats.includes('webp') && /image\/webp/.test(accept ?? '')) return 'webp'
  return 'jpeg'
}
