import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { TOKENS } from '../../src/themes/tokens'
import { atInstant, clock } from './clock'

const metaColorScheme = (html: string) =>
  /<meta name="color-scheme" content="([^"]+)"/.exec(html)?.[1]
const darkThemeColor = (html: string) =>
  /<meta name="theme-color" media="\(prefers-color-scheme: dark\)" content="([^"]+)"/.exec(
    html,
  )?.[1]

const homeOn = (host: string, day: string) =>
  atInstant(`${clock.now().getUTCFullYear()}-${day}T12:00:00.000Z`, () =>
    SELF.fetch(`${host}/`).then((res) => res.text()),
  )

describe('light and dark', { tags: ['dated'] }, () => {
  it('a base skin follows the system: light dark, with a theme colour for dark', async () => {
    const html = await homeOn('http://livingsocial.localhost', '06-15')
    expect(metaColorScheme(html)).toBe('light dark')
    expect(darkThemeColor(html)).toBe(TOKENS.livingsocial.dark!.primary)
    const dealio = await homeOn('http://localhost', '06-15')
    expect(metaColorScheme(dealio)).toBe('light dark')
  })

  it("Black Friday's dark look is the same for everyone", async () => {
    const html = await homeOn('http://localhost', '11-21')
    expect(metaColorScheme(html)).toBe('dark')
    expect(darkThemeColor(html)).toBeUndefined()
  })
})
