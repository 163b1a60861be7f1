import { describe, expect, it } from 'vitest'
import { FeedCache, normaliseFeedQuery } from './feed-cache'

const defaults = { page: 0, pageSize: 9, offset: 0, orderBy: 'popularity' }

describe('normaliseFeedQuery', () => {
  it('sorts keys, drops defaults and empties, lower-cases values and sorts lists', () => {
    expect(
      normaliseFeedQuery(
        {
          q: 'Spa Day',
          page: 0,
          pageSize: 9,
          orderBy: 'recent',
          categories: ['Travel', 'beauty'],
          vip: undefined,
          excludedealids: [],
        },
        defaults,
      ),
    ).toBe('categories=beauty%2Ctravel&orderby=recent&q=spa%20day')
  })

  it('gives the same text whatever the parameter order', () => {
    expect(normaliseFeedQuery({ minPrice: 10, q: 'x' }, defaults)).toBe(
      normaliseFeedQuery({ q: 'X', minPrice: 10, page: 0 }, defaults),
    )
  })
})

describe('FeedCache.key', () => {
  const parts = {
    catalogVersion: 7,
    brand: 'dealio',
    location: 'London',
    feed: 'other:all',
    defaults,
  }

  it('reads feed:v{version}:{brand}:{location}:{feed}:{query}', async () => {
    expect(await FeedCache.key({ ...parts, query: { page: 1 } })).toBe(
      'feed:v7:dealio:london:other:all:page=1',
    )
  })

  it('hashes a query too long for a KV key', async () => {
    const key = await FeedCache.key({
      ...parts,
      query: { q: 'x'.repeat(200), excludedealids: Array.from({ length: 80 }, (_, i) => i + 1000) },
    })
    expect(key).toMatch(/^feed:v7:dealio:london:other:all:sha256=[0-9a-f]{64}$/)
  })

  it('hashes the whole key when the feed or location from the URL is too long for one', async () => {
    const long = { ...parts, feed: `special/${'a'.repeat(3000)}`, query: { page: 1 } }
    const key = await FeedCache.key(long)
    expect(key).toMatch(/^feed:v7:dealio:sha256=[0-9a-f]{64}$/)
    expect(await FeedCache.key({ ...long, feed: `special/${'a'.repeat(2999)}` })).not.toBe(key)
    expect(await FeedCache.key({ ...long, catalogVersion: 8 })).not.toBe(key)
  })
})
