import { describe, expect, it } from 'vitest'
import { dailyDealsDue, withCampaign } from './daily-deals-schedule'

describe('dailyDealsDue', () => {
  it('is nothing before eight in the morning, local time', () => {
    expect(dailyDealsDue(new Date('2026-07-01T06:59:00Z'), 'Europe/London')).toBeNull()
  })

  it('is the local day from eight, in summer time too', () => {
    expect(dailyDealsDue(new Date('2026-07-01T07:00:00Z'), 'Europe/Dublin')).toEqual({
      day: '2026-07-01',
      weekly: false,
    })
  })

  it('marks Mondays for the weekly subscribers', () => {
    expect(dailyDealsDue(new Date('2026-11-30T08:30:00Z'), 'Europe/London')?.weekly).toBe(true)
  })
})

describe('withCampaign', () => {
  it('adds the utm parameters the attribution cookies read, keeping the link’s own', () => {
    const url = new URL(withCampaign('https://livingsocial.co.uk/deal/x?a=1', 'leeds'))
    expect(url.searchParams.get('a')).toBe('1')
    expect(url.searchParams.get('utm_source')).toBe('daily-deals')
    expect(url.searchParams.get('utm_medium')).toBe('email')
    expect(url.searchParams.get('utm_campaign')).toBe('daily-deals-leeds')
  })
})
