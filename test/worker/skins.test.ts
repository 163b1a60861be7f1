import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { SkinId } from '../../src/themes/schedule'
import { atInstant, clock } from './clock'

/** The skin a page was rendered with: the server writes it into the page state islands read. */
const skinOf = (html: string) => /"skin":"([a-z]+)"/.exec(html)?.[1]

interface Case {
  skin: SkinId
  /** A local day (Europe/London, 'MM-DD') of the clock's own year the skin applies on. */
  on: string
  host?: string
  path?: string
  cookie?: string
}

// Storefront §4 'Seasonal themes': each skin, reached the way the spec says it is chosen.
const CASES: Case[] = [
  { skin: 'dealio', on: '06-15' },
  { skin: 'blackfriday', on: '11-21' },
  { skin: 'christmas', on: '12-20' },
  { skin: 'valentines', on: '02-14' },
  { skin: 'livingsocial', on: '12-20', host: 'http://livingsocial.localhost' },
  { skin: 'vip', on: '12-20', path: '/?site=vip' },
  { skin: 'wellness', on: '06-15', cookie: 'location=wellness-collection' },
]

describe('the homepage under every skin', { tags: ['dated'] }, () => {
  it.each(CASES)('renders with the $skin skin (200)', async ({ skin, on, host, path, cookie }) => {
    // The worker reads its clock to pick the season: moved to noon (UTC) that day.
    const noon = `${clock.now().getUTCFullYear()}-${on}T12:00:00.000Z`
    const res = await atInstant(noon, () =>
      SELF.fetch(`${host ?? 'http://localhost'}${path ?? '/'}`, {
        headers: cookie ? { cookie } : {},
      }),
    )
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(skinOf(html)).toBe(skin)
  })
})
