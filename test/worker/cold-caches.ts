import { env } from 'cloudflare:test'
import { bumpPageCacheGeneration } from '../../src/worker/cache/page-cache-generation'

/** No cached copy anywhere: KV (feed copies, menus) emptied, then the page-cache generation
 * bumped, as a back-office save does, so every page the Cache API holds becomes a miss and the
 * isolate drops its copies of catalogue data (cache/isolate-memo.ts, the feed cache's tier).
 * setup.ts leaves every file so; a test that counts reads from D1 calls it again. */
export async function coldCaches(): Promise<void> {
  for (let cursor: string | undefined; ;) {
    const page = await env.FEED_CACHE.list(cursor ? { cursor } : {})
    await Promise.all(page.keys.map((key) => env.FEED_CACHE.delete(key.name)))
    if (page.list_complete) break
    cursor = page.cursor
  }
  await bumpPageCacheGeneration(env.FEED_CACHE)
}
