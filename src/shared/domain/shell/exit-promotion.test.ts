import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  exitPromotionTrigger,
  isExitPromotionPage,
  isMouseNearTop,
  pickExitPromotionDeals,
} from './exit-promotion'

describe('exitPromotionTrigger', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('fires after 20 s without activity', () => {
    const show = vi.fn()
    exitPromotionTrigger(show)
    vi.advanceTimersByTime(19_999)
    expect(show).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(show).toHaveBeenCalledTimes(1)
  })

  it('restarts the idle clock on every activity', () => {
    const show = vi.fn()
    const trigger = exitPromotionTrigger(show)
    vi.advanceTimersByTime(15_000)
    trigger.activity()
    vi.advanceTimersByTime(15_000)
    expect(show).not.toHaveBeenCalled()
    vi.advanceTimersByTime(5_000)
    expect(show).toHaveBeenCalledTimes(1)
  })

  it('fires at once when the mouse comes within 10 px of the top', () => {
    const show = vi.fn()
    const trigger = exitPromotionTrigger(show)
    trigger.mouseMove(300)
    expect(show).not.toHaveBeenCalled()
    trigger.mouseMove(10)
    expect(show).toHaveBeenCalledTimes(1)
  })

  it('fires only once whatever happens next', () => {
    const show = vi.fn()
    const trigger = exitPromotionTrigger(show)
    trigger.mouseMove(0)
    trigger.activity()
    vi.advanceTimersByTime(60_000)
    trigger.mouseMove(2)
    expect(show).toHaveBeenCalledTimes(1)
  })

  it('never fires once stopped', () => {
    const show = vi.fn()
    const trigger = exitPromotionTrigger(show)
    trigger.stop()
    vi.advanceTimersByTime(60_000)
    trigger.mouseMove(0)
    expect(show).not.toHaveBeenCalled()
  })
})

describe('isMouseNearTop', () => {
  it('counts 0 to 10 px as near the top', () => {
    expect([0, 10, 11, -1].map((y) => isMouseNearTop(y))).toEqual([true, true, false, false])
  })
})

describe('isExitPromotionPage', () => {
  const page = (pageType: string, path: string, brandId = 'dealio') =>
    isExitPromotionPage({ brandId, pageType, path })

  it('allows ordinary pages of the main brand', () => {
    expect(page('homepage', '/deals/london')).toBe(true)
    expect(page('deal', '/deal/london/spa/1')).toBe(true)
  })

  it('is for the main brand only', () => {
    expect(page('homepage', '/deals/london', 'livingsocial')).toBe(false)
    expect(page('homepage', '/deals/dublin', 'dealioie')).toBe(false)
  })

  it('stays off checkout, my account, benefits, my gift and content pages', () => {
    expect(page('checkout', '/checkout')).toBe(false)
    expect(page('myaccount', '/myaccount/vouchers')).toBe(false)
    expect(page('other', '/second-checkout/benefits')).toBe(false)
    expect(page('claim-gift', '/mygift')).toBe(false)
    expect(page('other', '/page/aboutus')).toBe(false)
    expect(page('account', '/login')).toBe(false)
  })
})

describe('pickExitPromotionDeals', () => {
  const deals = (...ids: number[]) => ids.map((id) => ({ id }))

  it('takes recently viewed, then recommended, then new products, unique by id', () => {
    expect(pickExitPromotionDeals([deals(1, 2), deals(2, 3), deals(3, 4)])).toEqual(
      deals(1, 2, 3, 4),
    )
  })

  it('keeps at most 6', () => {
    expect(pickExitPromotionDeals([deals(1, 2, 3), deals(4, 5), deals(6, 7, 8)])).toEqual(
      deals(1, 2, 3, 4, 5, 6),
    )
  })

  it('is empty when every list is', () => {
    expect(pickExitPromotionDeals([[], [], []])).toEqual([])
  })
})
