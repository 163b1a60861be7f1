import { SELF, createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../src/worker/app'
import { recordingDb } from './recording-db'

let requests = 0
const get = (path: string, init: RequestInit = {}) =>
  SELF.fetch(`http://localhost${path}${path.includes('?') ? '&' : '?'}t=whole-${++requests}`, init)
// A session cookie (no such session): the request is personal, rendered every time.
const personal = { headers: { cookie: 'ct=whole-render' } }

const nonceOf = (res: Response) =>
  res.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1]!

// React's markers for a boundary written out of order (a hidden block and the script that
// swaps it in): a page rendered whole has none, a streamed one has them for what came late.
const STREAMED = /<template id="|\$RC\(|hidden id="S:/

describe('pages rendered in one piece', () => {
  it('renders a personal homepage whole, its rails in place, every inline script with the nonce', async () => {
    const res = await get('/', personal)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const page = await res.text()
    expect(page.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(page).not.toMatch(STREAMED)
    expect(page).not.toContain('<!--$?-->') // a boundary still pending in the first bytes
    expect(page).toContain('data-rail="rail-new"')
    const nonce = nonceOf(res)
    const scripts = [
      ...page.matchAll(/<script(?![^>]*(?:type="application\/(?:json|ld\+json)"|src=))[^>]*>/g),
    ]
    for (const [tag] of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  })

  it('still streams a deal page whose reviews are still to come', async () => {
    const home = await (await get('/')).text()
    const paths = [...home.matchAll(/data-testid="deal-card"[\s\S]*?href="(\/deal\/[^"?]+)"/g)]
      .map((m) => m[1]!)
      .slice(0, 20)
    let streamed = 0
    for (const path of paths) {
      const res = await get(path)
      const page = await res.text()
      if (res.status !== 200) continue
      const nonce = nonceOf(res)
      for (const [tag] of page.matchAll(
        /<script(?![^>]*(?:type="application\/(?:json|ld\+json)"|src=))[^>]*>/g,
      ))
        expect(tag).toContain(`nonce="${nonce}"`)
      if (page.includes('<!--$?-->')) streamed++
    }
    expect(streamed).toBeGreaterThan(0)
  })

  it('asks D1 for a personal deal page only what it shows: no reviews of a deal without any', async () => {
    const home = await (await get('/')).text()
    const paths = [...home.matchAll(/data-testid="deal-card"[\s\S]*?href="(\/deal\/[^"?]+)"/g)].map(
      (m) => m[1]!,
    )
    let path: string | undefined
    for (const candidate of paths) {
      const id = Number(candidate.split('/').at(-2))
      const reviewed = await env.DB.prepare('SELECT 1 FROM deal_reviews WHERE deal_id = ? LIMIT 1')
        .bind(id)
        .first()
      if (!reviewed) {
        path = candidate
        break
      }
    }
    expect(path).toBeDefined()
    // Every statement the app prepares, inside a D1 session (as it reads) or outside one.
    const recorded = recordingDb(env.DB)
    const ctx = createExecutionContext()
    const res = await app.fetch(
      new Request(`http://localhost${path!}`, personal),
      { ...env, DB: recorded.db },
      ctx,
    )
    expect(res.status).toBe(200)
    expect(await res.text()).not.toMatch(STREAMED)
    await waitOnExecutionContext(ctx)
    // The recording works: a personal request always asks for its session.
    expect(recorded.statements.length).toBeGreaterThan(0)
    // Neither the reviews' page (review-repository.ts) nor a second "is it sold here" lookup.
    const asked = recorded.statements.filter((sql) =>
      /SELECT r\.id, r\.rating|SELECT 1 AS hit/.test(sql),
    )
    expect(asked).toEqual([])
  })
})
