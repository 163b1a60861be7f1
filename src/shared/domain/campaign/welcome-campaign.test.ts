import { describe, expect, it } from 'vitest'
import { welcomeCampaign } from './welcome-campaign'

const read = (query: string, path = '/welcome') =>
  welcomeCampaign(new URLSearchParams(query), path.split('/').filter(Boolean)[1])

describe('welcomeCampaign', () => {
  it('reads the category, location and campaign from the ad’s link', () => {
    expect(read('utm_campaign=Spa_Nov&category=Beauty&location=leeds')).toEqual({
      campaign: 'Spa_Nov',
      category: 'beauty',
      location: 'leeds',
    })
  })

  it('takes the category from the path when the query has none', () => {
    expect(read('', '/welcome/spa-days')).toMatchObject({ category: 'spa-days' })
    expect(read('category=beauty', '/welcome/spa-days')).toMatchObject({ category: 'beauty' })
  })

  it('ignores values that cannot be short names, so the page falls back', () => {
    expect(read('category=%3Cscript%3E&location=../../etc')).toEqual({
      campaign: null,
      category: null,
      location: null,
    })
  })

  it('has nothing to go on for a bare /welcome', () => {
    expect(read('')).toEqual({ campaign: null, category: null, location: null })
  })
})
