import { describe, expect, it } from 'vitest'
import {
  isSmartbannerDevice,
  shouldShowSmartbanner,
  SMARTBANNER_COOKIE_MAX_AGE_S,
} from './smartbanner'

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36'
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15'
const IPOD = 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)'
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15'
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0'

describe('isSmartbannerDevice', () => {
  it('is true for iPhone, iPod and Android user agents only', () => {
    expect([ANDROID, IPHONE, IPOD, IPAD, DESKTOP].map(isSmartbannerDevice)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ])
  })
})

describe('shouldShowSmartbanner', () => {
  it('shows on the homepage and category pages of a phone', () => {
    expect(
      shouldShowSmartbanner({ pageType: 'homepage', userAgent: ANDROID, dismissed: false }),
    ).toBe(true)
    expect(
      shouldShowSmartbanner({ pageType: 'category', userAgent: IPHONE, dismissed: false }),
    ).toBe(true)
  })

  it('does not show on other page types', () => {
    expect(shouldShowSmartbanner({ pageType: 'deal', userAgent: ANDROID, dismissed: false })).toBe(
      false,
    )
  })

  it('does not show on a desktop', () => {
    expect(
      shouldShowSmartbanner({ pageType: 'homepage', userAgent: DESKTOP, dismissed: false }),
    ).toBe(false)
  })

  it('stays hidden while the dismissal cookie lives', () => {
    expect(
      shouldShowSmartbanner({ pageType: 'homepage', userAgent: ANDROID, dismissed: true }),
    ).toBe(false)
  })

  it('keeps the dismissal for 2 days', () => {
    expect(SMARTBANNER_COOKIE_MAX_AGE_S).toBe(172_800)
  })
})
