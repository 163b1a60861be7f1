import { SELF } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SkinId } from '../../src/themes/schedule'

/** The skin a page was rendered with: the server writes it into the page state islands read. */
const skinOf = (html: string) => /"skin":"([a-z]+)"/.exec(html)?.[1]

interface Case {
  skin: SkinId
  /** A local date (Europe/London) the skin applies on. */
  on: string
  host?: string
  path?: string
  cookie?: string
}

// Storefront §4 'Seasonal themes': each skin, reached the way the spec says it is chosen.
const CASES: Case[] = [
  { skin: 'dealio', on: '2026-06-15' },
  { skin: 'blackfriday', on: '2026-11-21' },
  { skin: 'christmas', on: '2026-12-20' },
  { skin: 'valentines', on: '2027-02-14' },
  { skin: 'livingsocial', on: '2026-12-20', host: 'http://livingsocial.localhost' },
  { skin: 'vip', on: '2026-12-20', path: '/?site=vip' },
  { skin: 'wellness', on: '2026-06-15', cookie: 'location=wellness-collection' },
]

afterEach(() => vi.useRealTimers())

describe('the homepage under every skin', () => {
  it.each(CASES)('renders with the $skin skin (200)', async ({ skin, on, host, path, cookie }) => {
    // Only Date is faked: the worker reads the clock to pick the season, and everything else
    // (timers, I/O) keeps running for real.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(`${on}T12:00:00Z`))
    const res = await SELF.fetch(`${host ?? 'http://localhost'}${path ?? '/'}`, {
      headers: cookie ? { cookie } : {},
    })
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(skinOf(html)).toBe(skin)
  })
})
