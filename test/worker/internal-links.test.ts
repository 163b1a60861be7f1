import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

// Every link a shopper can follow from the main listing pages answers: a page (2xx) or a
// redirect, never a 404 or an error. A filter or menu that builds a path no route serves is
// caught here, for every brand (the wellness collection's category filter once led to 404s).
const HOSTS = [
  'http://localhost',
  'http://ie.localhost',
  'http://livingsocial.localhost',
  'http://livingsocial-ie.localhost',
]
const STARTS = ['/', '/deals', '/deals/shop', '/deals/wellness-collection']
// Deal pages too (their breadcrumbs and related deals): one for each first path segment (a
// town for a local deal, a category for a national one), up to this many.
const DEAL_PAGES = 8
// Signing out is a link that changes state; assets and pictures have tests of their own.
const SKIP = /^\/(?:logout|assets\/|images\/|cdn-cgi\/)/

const linksOf = (html: string) =>
  [...html.matchAll(/href="(\/(?!\/)[^"#]*)"/g)].map(([, href]) => href!.replaceAll('&amp;', '&'))

describe('internal links from the listing pages', () => {
  it.each(HOSTS)('%s: every link answers a page or a redirect', async (host) => {
    const links = new Set<string>()
    const follow = async (start: string) => {
      const res = await SELF.fetch(`${host}${start}`)
      expect(res.status, start).toBe(200)
      for (const href of linksOf(await res.text())) if (!SKIP.test(href)) links.add(href)
    }
    for (const start of STARTS) await follow(start)
    const dealsBySegment = new Map<string, string>()
    for (const href of links) {
      const segment = /^\/deal\/([^/]+)\//.exec(href)?.[1]
      if (segment && !dealsBySegment.has(segment)) dealsBySegment.set(segment, href)
    }
    const deals = [...dealsBySegment.values()].slice(0, DEAL_PAGES)
    expect(deals.length).toBeGreaterThan(2)
    for (const deal of deals) await follow(deal)
    expect(links.size).toBeGreaterThan(30)
    const broken: string[] = []
    for (const href of links) {
      const res = await SELF.fetch(`${host}${href}`, { redirect: 'manual' })
      await res.body?.cancel()
      if (res.status >= 400) broken.push(`${href} ${res.status}`)
    }
    expect(broken).toEqual([])
  })
})

describe('a VIP-exclusive deal’s breadcrumbs', () => {
  it('lead to VIP listings that list the deal, named once as VIP', async () => {
    const hub = await (await SELF.fetch('http://localhost/deals/vip')).text()
    const dealHref = /href="(\/deal\/vip\/[^"]+)"/.exec(hub)?.[1]
    expect(dealHref).toBeDefined()
    const id = /\/(\d+)\//.exec(dealHref!)?.[1]
    const page = await (await SELF.fetch(`http://localhost${dealHref}`)).text()
    const trail = /<nav aria-label="Breadcrumb".*?<\/nav>/s.exec(page)?.[0] ?? ''
    const crumbs = linksOf(trail).slice(1)
    expect(crumbs).toHaveLength(2)
    for (const crumb of crumbs) {
      expect(crumb).toMatch(/^\/vip\/deals\//)
      const res = await SELF.fetch(`http://localhost${crumb}`)
      expect(res.status, crumb).toBe(200)
      const html = await res.text()
      expect(html, crumb).toContain(`/${id}/`)
      expect(/<h1[^>]*>([^<]*)/.exec(html)?.[1], crumb).not.toMatch(/VIP VIP/)
    }
  })
})
