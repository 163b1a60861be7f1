/** The widths a deal picture is offered at in a srcset: a card is about 300-420 CSS px wide and
 * the deal page's lead about 640, at 1x-3x. */
export const PICTURE_WIDTHS = [320, 640, 960] as const
export type PictureWidth = (typeof PICTURE_WIDTHS)[number]

export const isPictureWidth = (value: number): value is PictureWidth =>
  (PICTURE_WIDTHS as readonly number[]).includes(value)

const DEAL_PICTURE = /^(\/images\/deal\/[1-9]\d{0,14}\/[1-9]\d{0,2})\.svg(\?[^#]*)?$/

/** The raster variant of a deal picture `width` px wide, or null for any other URL.
 * @example pictureVariantUrl('/images/deal/7/1.svg?v=2', 320) === '/images/deal/7/1.png?v=2&w=320' */
export function pictureVariantUrl(imageUrl: string, width: PictureWidth): string | null {
  const match = DEAL_PICTURE.exec(imageUrl)
  if (!match) return null
  const query = match[2] ? `${match[2]}&` : '?'
  return `${match[1]}.png${query}w=${width}`
}

export interface PictureSources {
  srcSet: string
  sizes: string
}

/** srcset and sizes for a deal picture, or undefined when the plain src is the better answer.
 * A drawn or uploaded SVG stays one: measured on drawn art, the SVG is about 1 KB and its PNG 23-44
 * KB at 320 px, 51-102 KB at 640 and 80-162 KB at 960, and a srcset with width descriptors makes
 * a browser pick from it and never from src. A raster upload gets its widths, which a resizer
 * makes wherever we run (Cloudflare's transformations, or the WebAssembly stand-in locally).
 * @example pictureSources({ imageUrl: '/images/deal/7/3.svg?v=2', extension: 'jpeg' }, { sizes: '100vw' })?.srcSet.startsWith('/images/deal/7/3.png?v=2&w=320 320w') */
export function pictureSources(
  image: { imageUrl: string; extension: string },
  options: { sizes: string },
): PictureSources | undefined {
  if (image.extension === 'svg') return undefined
  const entries = PICTURE_WIDTHS.map((width) => {
    const url = pictureVariantUrl(image.imageUrl, width)
    return url ? `${url} ${width}w` : null
  })
  if (entries.some((entry) => entry === null)) return undefined
  return { srcSet: entries.join(', '), sizes: options.sizes }
}
