import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

let requests = 0
const get = (path: string, host = 'localhost') =>
  SELF.fetch(`http://${host}${path}${path.includes('?') ? '&' : '?'}t=ld-${++requests}`)

type Node = Record<string, unknown> & { '@type': string }

/** Every JSON-LD node of a page, parsed (a block may hold one node or an array). */
async function jsonLd(path: string, host = 'localhost'): Promise<Node[]> {
  const res = await get(path, host)
  expect(res.status, path).toBe(200)
  const html = await res.text()
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap(
    (m) => [JSON.parse(m[1]!) as Node | Node[]].flat(),
  )
}

const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type)

interface ListItem {
  position: number
  url: string
  name: string
}

describe('structured data', () => {
  it('gives the home page the Organization, a WebSite with its SearchAction and the listing', async () => {
    const nodes = await jsonLd('/', 'ie.localhost')
    const [org] = ofType(nodes, 'Organization')
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@id': 'https://dealio.ie/#organization',
      name: 'Dealio',
      url: 'https://dealio.ie/',
    })
    expect(ofType(nodes, 'WebSite')[0]).toMatchObject({
      url: 'https://dealio.ie/',
      inLanguage: 'en-IE',
      publisher: { '@id': 'https://dealio.ie/#organization' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://dealio.ie/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    })
    const [list] = ofType(nodes, 'ItemList')
    const items = list!.itemListElement as ListItem[]
    expect(items.length).toBeGreaterThan(10)
    expect(list!.numberOfItems).toBe(items.length)
    items.forEach((item, i) => {
      expect(item.position).toBe(i + 1)
      expect(item.url).toMatch(/^https:\/\/dealio\.ie\/deal\//)
    })
  })

  it('lists a category page’s deals in the order of its cards', async () => {
    const res = await get('/deals/london/beauty')
    const html = await res.text()
    const block = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1]
    const list = JSON.parse(block!) as Node
    expect(list['@type']).toBe('ItemList')
    const urls = (list.itemListElement as ListItem[]).map((item) => new URL(item.url).pathname)
    expect(urls.length).toBeGreaterThan(0)
    // Every listed deal is linked from the page, the first one first.
    for (const path of urls) expect(html).toContain(`href="${path}`)
    const firstCard = html.indexOf(`href="${urls[0]}`)
    for (const path of urls.slice(1))
      expect(html.indexOf(`href="${path}`)).toBeGreaterThan(firstCard)
    // The site's own nodes are the home page's alone.
    expect(html).not.toContain('"@type":"Organization"')
  })

  it('lists search results', async () => {
    const nodes = await jsonLd('/search?q=spa')
    const [list] = ofType(nodes, 'ItemList')
    expect(list!.name).toBe('Search results for “spa”')
    expect((list!.itemListElement as ListItem[]).length).toBeGreaterThan(0)
  })

  it('has the deal’s Product sold by the same Organization the home page describes', async () => {
    const [home] = ofType(await jsonLd('/'), 'ItemList')
    const first = (home!.itemListElement as ListItem[])[0]!
    const nodes = await jsonLd(new URL(first.url).pathname)
    const [product] = ofType(nodes, 'Product')
    expect(product).toMatchObject({ url: first.url, name: first.name })
    expect(product!.offers).toMatchObject({
      seller: { '@id': 'https://dealio.co.uk/#organization', name: 'Dealio' },
    })
  })
})
