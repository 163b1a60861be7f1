import { describe, expect, it } from 'vitest'
import { clientPlatform, isSearchBot, isSmartbannerDevice } from './bot'

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefoxAndroidPhone: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  firefoxAndroidTablet: 'Mozilla/5.0 (Android 14; Tablet; rv:133.0) Gecko/133.0 Firefox/133.0',
  cubotPhone:
    'Mozilla/5.0 (Linux; Android 10; CUBOT KINGKONG 5 Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
}

describe('isSearchBot', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Twitterbot/1.0',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)',
    'Pinterestbot/1.0 (+http://www.pinterest.com/bot.html)',
    'WhatsApp/2.23.20.0',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)',
  ])('recognises the crawler %s', (userAgent) => {
    expect(isSearchBot(userAgent)).toBe(true)
  })

  it.each(Object.entries(UA))('does not take the %s browser for a bot', (_name, userAgent) => {
    expect(isSearchBot(userAgent)).toBe(false)
  })

  it('does not treat a missing or empty user agent as a bot', () => {
    expect(isSearchBot(null)).toBe(false)
    expect(isSearchBot(undefined)).toBe(false)
    expect(isSearchBot('')).toBe(false)
  })
})

describe('clientPlatform', () => {
  it.each([
    ['iPhone', 'WEBAPP-MOBILE'],
    ['iPod', 'WEBAPP-MOBILE'],
    ['androidPhone', 'WEBAPP-MOBILE'],
    ['firefoxAndroidPhone', 'WEBAPP-MOBILE'],
    ['samsungInternet', 'WEBAPP-MOBILE'],
    ['iPad', 'WEBAPP-TABLET'],
    ['androidTablet', 'WEBAPP-TABLET'],
    ['firefoxAndroidTablet', 'WEBAPP-TABLET'],
    ['chromeWindows', 'WEBAPP-DESKTOP'],
    ['safariMac', 'WEBAPP-DESKTOP'],
    ['firefoxLinux', 'WEBAPP-DESKTOP'],
    ['edge', 'WEBAPP-DESKTOP'],
  ] as const)('labels the %s user agent %s', (name, expected) => {
    expect(clientPlatform(UA[name])).toBe(expected)
  })

  it('labels a missing user agent as desktop', () => {
    expect(clientPlatform(undefined)).toBe('WEBAPP-DESKTOP')
    expect(clientPlatform('')).toBe('WEBAPP-DESKTOP')
  })
})

describe('isSmartbannerDevice', () => {
  it('shows the smartbanner to iPhone, iPod and Android user agents', () => {
    expect(isSmartbannerDevice(UA.iPhone)).toBe(true)
    expect(isSmartbannerDevice(UA.iPod)).toBe(true)
    expect(isSmartbannerDevice(UA.androidPhone)).toBe(true)
    expect(isSmartbannerDevice(UA.androidTablet)).toBe(true)
  })

  it('does not show it to iPads, desktops or a missing user agent', () => {
    expect(isSmartbannerDevice(UA.iPad)).toBe(false)
    expect(isSmartbannerDevice(UA.chromeWindows)).toBe(false)
    expect(isSmartbannerDevice(UA.safariMac)).toBe(false)
    expect(isSmartbannerDevice(null)).toBe(false)
  })
})
