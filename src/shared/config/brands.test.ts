import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { testNow } from '../../../scripts/lib/test-clock.mjs'
import { pickSkin } from '../../themes/schedule'
import { TOKENS } from '../../themes/tokens'
import {
  BRAND_IDS,
  BRANDS,
  brandById,
  brandFromHost,
  brandRegistry,
  type BrandConfig,
} from './brands'

describe('brandFromHost', () => {
  it.each([
    ['localhost:8787', 'dealio'],
    ['ie.localhost:8787', 'dealioie'],
    ['livingsocial.localhost:8787', 'livingsocial'],
    ['livingsocial-ie.localhost', 'livingsocialie'],
    ['dealio.co.uk', 'dealio'],
    ['www.dealio.ie', 'dealioie'],
    ['LIVINGSOCIAL.CO.UK', 'livingsocial'],
    ['livingsocial.ie.', 'livingsocialie'],
    ['staging.dealio.ie', 'dealioie'],
    ['staging.livingsocial.co.uk', 'livingsocial'],
  ])('maps %s to %s', (host, id) => {
    expect(brandFromHost(host).id).toBe(id)
  })

  it('falls back to the main brand for unknown, empty or missing hosts', () => {
    expect(brandFromHost('127.0.0.1:8787').id).toBe('dealio')
    expect(brandFromHost('evil.example').id).toBe('dealio')
    expect(brandFromHost('')).toBe(BRANDS.dealio)
    expect(brandFromHost(undefined)).toBe(BRANDS.dealio)
  })

  it('gives the UK brands pounds and the Irish brands euros', () => {
    expect([BRANDS.dealio.currency, BRANDS.livingsocial.currency]).toEqual(['GBP', 'GBP'])
    expect([BRANDS.dealioie.currency, BRANDS.livingsocialie.currency]).toEqual(['EUR', 'EUR'])
  })

  it('gives every brand its own footer, legal, social and app-store links', () => {
    for (const brand of Object.values(BRANDS)) {
      expect(brand.legalLinks.length).toBeGreaterThan(3)
      expect(brand.socialLinks.length).toBeGreaterThan(1)
      expect(brand.appStoreLinks.map((l) => l.store)).toEqual(['apple', 'google'])
    }
    expect(BRANDS.dealioie.legalLinks.some((l) => l.href === '/page/privacypolicy-ie')).toBe(true)
    expect(new Set(Object.values(BRANDS).map((b) => b.socialLinks[0]?.href)).size).toBe(4)
  })
})

describe('a fifth brand', () => {
  // What "add a brand" takes: an entry in the brand config (and a `brands` row, which the worker
  // test test/worker/brands-table.test.ts covers). Everything else derives from the list.
  const fifth: BrandConfig = {
    ...BRANDS.livingsocialie,
    name: 'Fifth Test',
    host: 'example-fifth.fr',
    devHost: 'fifth.localhost',
    countryTwin: 'fifthbrand',
    mailSender: { name: 'Fifth', address: 'hello@example-fifth.fr' },
  }
  const withFifth = brandRegistry({ ...BRANDS, fifthbrand: fifth })

  it('is one of the ids, and the zod enum built from them takes it', () => {
    expect(withFifth.ids).toEqual([...BRAND_IDS, 'fifthbrand'])
    const BrandSchema = z.enum(withFifth.ids)
    expect(BrandSchema.parse('fifthbrand')).toBe('fifthbrand')
    expect(BrandSchema.safeParse('sixthbrand').success).toBe(false)
    expect(withFifth.byId('fifthbrand').name).toBe('Fifth Test')
  })

  it('answers on its own hosts, development and production', () => {
    for (const host of ['fifth.localhost:8787', 'example-fifth.fr', 'www.example-fifth.fr']) {
      expect(withFifth.fromHost(host).id).toBe('fifthbrand')
    }
    expect(withFifth.fromHost('ie.localhost').id).toBe('dealioie')
    expect(withFifth.fromHost('unknown.example').id).toBe('dealio')
  })

  it('gets its theme: tokens, the skin the schedule picks and the logo folder', () => {
    const brand = withFifth.byId('fifthbrand')
    const { skin } = pickSkin({
      // Any day: seasons skin the main brand only, and this brand is the sister brand's kind.
      now: new Date(testNow()),
      timeZone: brand.timeZone,
      baseTheme: brand.baseTheme,
      vipSite: false,
      locationShortName: brand.defaultLocation,
    })
    expect(skin).toBe(brand.baseTheme)
    expect(TOKENS[skin].colors).toBeDefined()
    expect(existsSync(resolve(__dirname, `../../../public/brand/${brand.baseTheme}`))).toBe(true)
  })
})

describe('the brand config', () => {
  it.each(BRAND_IDS)('gives %s a theme and a country twin that exist', (id) => {
    const brand = BRANDS[id]
    expect(TOKENS[brand.baseTheme]).toBeDefined()
    expect(existsSync(resolve(__dirname, `../../../public/brand/${brand.baseTheme}`))).toBe(true)
    expect(brandById(brand.countryTwin).id).toBe(brand.countryTwin)
    expect(brandById(brand.countryTwin).countryTwin).toBe(id)
  })
})

describe('wrangler.toml', () => {
  // The deployed hosts are static config wrangler reads: a test keeps them the config's hosts.
  const toml = readFileSync(resolve(__dirname, '../../../wrangler.toml'), 'utf8')
  const routesOf = (env: string) => {
    const section = toml.split(new RegExp(`^\\[env\\.${env}\\]$`, 'm'))[1]?.split(/^\[/m)[0] ?? ''
    return [...section.matchAll(/pattern = "([^"]+)"/g)].map((m) => m[1]).sort()
  }

  it('routes production to every brand host and its www., staging to its staging. host', () => {
    const hosts = Object.values(BRANDS).map((brand) => brand.host)
    expect(routesOf('production')).toEqual(hosts.flatMap((h) => [h, `www.${h}`]).sort())
    expect(routesOf('staging')).toEqual(hosts.map((h) => `staging.${h}`).sort())
  })
})
