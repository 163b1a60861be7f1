import { CACHE_TIERS } from '../../cache/tiers'
import { nonceSlots } from '../../render/refresh-nonce'

/** A fresh entry as the Cache API gave it, kept in the isolate and cut at its script nonces
 * (so a hit is cheap): a hit on it costs no cache.match and no HTML rewrite, only a join with this
 * response's nonce. Kept only while the entry is fresh (its own stored-at plus max-age) and of
 * the current generation, so it never serves what the Cache API would not: the shared entry is
 * replaced only once it is stale (the background refresh) or after a generation bump, both of
 * which end the kept copy. A stale entry always goes through the Cache API and the refresh. */
export interface KeptPage {
  generation: string
  storedAt: number
  freshUntil: number
  status: number
  headers: [string, string][]
  /** The body's UTF-8 bytes between the nonces: a serve copies bytes, it encodes no text. */
  parts: Uint8Array[]
  size: number
  /** The Age the Cache API gave and when, so a kept copy reports the age it would have. */
  age: { seconds: number; at: number } | null
}
// The isolate has 128 MB; pages are 20–200 KB of text, so a few dozen hot pages fit in this.
const KEPT_BYTES = CACHE_TIERS.keptPages.bytes
const kept = new Map<string, KeptPage>()
let keptBytes = 0

/** Whether any page is kept: with none, the fast path has nothing to look for. */
export const anyKept = () => kept.size > 0

export function forget(key: string) {
  const page = kept.get(key)
  if (!page) return
  kept.delete(key)
  keptBytes -= page.size
}

export function keep(key: string, page: KeptPage) {
  forget(key)
  if (page.size > KEPT_BYTES / 4) return
  kept.set(key, page)
  keptBytes += page.size
  // A Map iterates in insertion order and a served page is set again: the first is the coldest.
  for (const oldest of kept.keys()) {
    if (keptBytes <= KEPT_BYTES) break
    forget(oldest)
  }
}

/** The kept page under `key` if it is fresh at `now` and of `generation` (a function: the
 * fast path looks the generation up only when there is a page to check), made the warmest. */
export async function freshKept(
  key: string,
  now: number,
  generation: string | (() => Promise<string>),
): Promise<KeptPage | null> {
  const page = kept.get(key)
  if (!page || now >= page.freshUntil) return null
  const current = typeof generation === 'string' ? generation : await generation()
  if (page.generation !== current) return null
  kept.delete(key)
  kept.set(key, page)
  return page
}

const utf8 = new TextEncoder()

/** A fresh Cache API hit, cut at its nonces, to keep and serve. */
export async function keptFromHit(
  hit: Response,
  fields: {
    generation: string
    storedAt: number
    freshUntil: number
    now: number
    /** The hit's headers without the cache's own marks (store.ts). */
    headers: Headers
  },
): Promise<KeptPage> {
  const parts = (await nonceSlots(hit)).map((part) => utf8.encode(part))
  const age = hit.headers.get('age')
  return {
    generation: fields.generation,
    storedAt: fields.storedAt,
    freshUntil: fields.freshUntil,
    status: hit.status,
    headers: [...fields.headers],
    parts,
    size: parts.reduce((n, part) => n + part.length, 0),
    age: age && /^\d+$/.test(age) ? { seconds: Number(age), at: fields.now } : null,
  }
}

/** A kept page as a response with this request's nonce, marked a HIT like one from the cache. */
export function serveKept(page: KeptPage, nonce: string, now: number): Response {
  const slot = utf8.encode(nonce)
  const body = new Uint8Array(page.size + slot.length * (page.parts.length - 1))
  let at = 0
  page.parts.forEach((part, i) => {
    if (i > 0) {
      body.set(slot, at)
      at += slot.length
    }
    body.set(part, at)
    at += part.length
  })
  const out = new Response(body, { status: page.status, headers: page.headers })
  if (page.age) {
    out.headers.set('age', String(page.age.seconds + Math.floor((now - page.age.at) / 1000)))
  }
  out.headers.set('x-page-cache', 'HIT')
  out.headers.set('cache-control', 'public, max-age=0, must-revalidate')
  return out
}
