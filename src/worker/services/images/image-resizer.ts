import { CloudflareImageResizer } from './cloudflare-image-resizer'

/** What a raster deal picture is resized to: a width and the best format the browser takes. */
export interface ResizeAsk {
  width: number
  format: 'avif' | 'webp' | 'jpeg'
}

/** Resizes an uploaded raster picture. Drawn and uploaded SVGs are not asked here: they are
 * rasterised with resvg wherever we run (svg-rasteriser.ts), since Cloudflare's transformations
 * pass SVG through unrendered. */
export interface ImageResizer {
  readonly name: 'cloudflare' | 'none'
  /** The picture at `sourceUrl` (its original, never a resized URL) at `ask`, or null when this
   * resizer does not resize: the caller serves the original as it is. */
  resize(sourceUrl: string, ask: ResizeAsk): Promise<Response | null>
}

/** The local stand-in: no resizing service in development or tests, so an uploaded raster is
 * served as uploaded, and pages offer it with no srcset (picture-widths.ts). */
export const noResizer: ImageResizer = { name: 'none', resize: async () => null }

/** `IMAGE_RESIZER = "cloudflare"` on a zone with Images transformations enabled. */
export type ImageResizerConfig = { IMAGE_RESIZER?: string }

export const imageResizerFor = (
  env: ImageResizerConfig,
  fetcher: typeof fetch = fetch,
): ImageResizer =>
  env.IMAGE_RESIZER === 'cloudflare' ? new CloudflareImageResizer(fetcher) : noResizer

/** The format to ask for from the request's Accept, best first (format=auto's own rule, made
 * explicit so it can be part of the edge cache key). */
export function formatFor(accept: string | undefined): ResizeAsk['format'] {
  if (/image\/avif/.test(accept ?? '')) return 'avif'
  if (/image\/webp/.test(accept ?? '')) return 'webp'
  return 'jpeg'
}
