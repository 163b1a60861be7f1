import { describe, expect, it } from 'vitest'
import { dealSubtitle } from './deal-subtitle'

describe('dealSubtitle', () => {
  it('drops the headline a title repeats, leaving the merchant and place', () => {
    expect(
      dealSubtitle(
        'Rugged Outdoor Smartphone from Trend Hive Store Nottingham',
        'Rugged Outdoor Smartphone',
      ),
    ).toBe('Trend Hive Store Nottingham')
    expect(dealSubtitle('Spa Day at Serenity Day Spa, London', 'Spa Day')).toBe(
      'Serenity Day Spa, London',
    )
    expect(dealSubtitle('7 Nights in Crete by Sun Tours', '7 nights in Crete')).toBe('Sun Tours')
  })

  it('keeps a title that says something else whole', () => {
    expect(dealSubtitle('Two courses and a glass of wine', 'Dinner for two')).toBe(
      'Two courses and a glass of wine',
    )
  })

  it('shows nothing when the title is the headline', () => {
    expect(dealSubtitle('Dinner for two', 'Dinner for two')).toBeNull()
  })
})
