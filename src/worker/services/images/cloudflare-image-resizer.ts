import type { ImageResizer, ResizeAsk } from './image-resizer'

/** The request options Cloudflare's image transformations read from a Worker's fetch
 * (developers.cloudflare.com/images/transform-images/transform-via-workers). */
interface CfImageOptions {
  width: number
  fit: 'scale-down'
  format: ResizeAsk['format']
  quality: number
  metadata: 'none'
}

/** The production adapter: the Worker fetches the original through Cloudflare's image
 * transformations (`fetch(url, { cf: { image } })`). `scale-down` never enlarges a picture
 * smaller than the asked width; metadata is stripped (a camera's EXIF may carry a location). */
export class CloudflareImageResizer implements ImageResizer {
  readonly name = 'cloudflare' as const

  constructor(private readonly fetcher: typeof fetch) {}

  async resize(sourceUrl: string, ask: ResizeAsk): Promise<Response | null> {
    const image: CfImageOptions = {
      width: ask.width,
      fit: 'scale-down',
      format: ask.format,
      quality: 82,
      metadata: 'none',
    }
    // A failed transformation (not enabled on the zone, a picture it cannot read) answers an
    // error status or throws; the caller then serves the original rather than no picture.
    // Called detached: the runtime's fetch called as this object's method throws 'Illegal
    // invocation' (workerd checks its receiver), which the catch below would turn into never
    // resizing anything.
    const fetcher = this.fetcher
    let res: Response
    try {
      res = await fetcher(sourceUrl, { cf: { image } } as RequestInit)
    } catch {
      return null
    }
    if (!res.ok || !res.headers.get('content-type')?.startsWith('image/')) {
      await res.body?.cancel()
      return null
    }
    return res
  }
}
