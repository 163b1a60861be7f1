import { describe, expect, it } from 'vitest'
import { CloudflareImageResizer } from './cloudflare-image-resizer'

const SOURCE = 'https://dealio.co.uk/api/v1/deal-images/7/3'

/** A fetch that records what it was asked and answers `answer`. */
function recordingFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: unknown }[] = []
  const fetcher = (async (url: string, init?: unknown) => {
    calls.push({ url, init })
    return answer()
  }) as unknown as typeof fetch
  return { calls, fetcher }
}

describe('CloudflareImageResizer (contract: what the Worker sends to image transformations)', () => {
  it('calls the runtime fetch as a plain function, as workerd requires of its own fetch', async () => {
    // workerd's fetch refuses any receiver but none or the global scope ('Illegal invocation');
    // the resizer would swallow that and serve every original unresized.
    let refused = false
    const strict = function (this: unknown) {
      if (this !== undefined && this !== globalThis) {
        refused = true
        throw new TypeError('Illegal invocation: function called with incorrect `this` reference')
      }
      return Promise.resolve(
        new Response(new Uint8Array([9]), { headers: { 'content-type': 'image/webp' } }),
      )
    } as unknown as typeof fetch
    const res = await new CloudflareImageResizer(strict).resize(SOURCE, {
      width: 320,
      format: 'webp',
    })
    expect(refused).toBe(false)
    expect(res?.headers.get('content-type')).toBe('image/webp')
  })

  it('fetches the original with cf.image width, scale-down, the format, quality and no metadata', async () => {
    const { calls, fetcher } = recordingFetch(
      () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/avif' } }),
    )
    const res = await new CloudflareImageResizer(fetcher).resize(SOURCE, {
      width: 640,
      format: 'avif',
    })
    expect(calls).toEqual([
      {
        url: SOURCE,
        init: {
          cf: {
            image: { width: 640, fit: 'scale-down', format: 'avif', quality: 82, metadata: 'none' },
          },
        },
      },
    ])
    expect(res?.headers.get('content-type')).toBe('image/avif')
    expect(new Uint8Array(await res!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
  })

  it.each([
    ['an error status', () => new Response('nope', { status: 415 })],
    ['an answer that is not a picture', () => new Response('<html>', { status: 200 })],
    [
      'a fetch that throws',
      () => {
        throw new TypeError('network')
      },
    ],
  ])('gives up on %s, so the caller serves the original', async (_name, answer) => {
    const { fetcher } = recordingFetch(answer)
    expect(
      await new CloudflareImageResizer(fetcher).resize(SOURCE, { width: 320, format: 'webp' }),
    ).toBeNull()
  })
})
