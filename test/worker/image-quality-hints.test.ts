import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const image = (query = '', headers: Record<string, string> = {}) =>
  SELF.fetch(`http://localhost/images/deal/1/1.svg${query}`, { headers })

describe('deal pictures follow the network hints (storefront §9: 85/60/35)', () => {
  it('draws the low-quality variant for a Save-Data request, varying on the hints', async () => {
    const saving = await image('', { 'save-data': 'on' })
    expect(saving.status).toBe(200)
    expect(saving.headers.get('vary')).toBe('Save-Data, ECT')
    const low = await (await image('?q=35')).text()
    const full = await (await image('?q=85')).text()
    expect(low).not.toBe(full)
    expect(await saving.text()).toBe(low)
  })

  it('draws the reduced variant on 3g and full detail without hints', async () => {
    expect(await (await image('', { ect: '3g' })).text()).toBe(await (await image('?q=60')).text())
    const plain = await image()
    expect(plain.headers.get('vary')).toBe('Save-Data, ECT')
    expect(await plain.text()).toBe(await (await image('?q=85')).text())
  })

  it('keeps an explicit quality in the URL whatever the hints say, without varying', async () => {
    const res = await image('?q=85', { 'save-data': 'on' })
    expect(res.headers.get('vary')).toBeNull()
    expect(await res.text()).toBe(await (await image('?q=85')).text())
  })
})
