import { describe, expect, it } from 'vitest'
import { campaignCurrencyRefusal, creditClaimMessage } from './credit-claim-outcome'

describe('creditClaimMessage', () => {
  it.each([
    [
      'SUCCESS',
      500,
      'GBP',
      "Your £5 credit has been applied to your account. You'll see it when you get to checkout!",
    ],
    ['ALREADY_CLAIMED', 250, 'EUR', "You've already received your €2.50 credit from this offer."],
    ['INVALID', null, null, 'Sorry, this offer link is no longer valid.'],
    ['LOGIN', null, null, 'Please log in to claim your credit.'],
    ['FAILURE', null, null, 'Unable to process credit at this time. Please try again later.'],
  ] as const)('says the §8 words for %s', (status, amount, currency, message) => {
    expect(creditClaimMessage(status, amount, currency)).toBe(message)
  })
})

describe('campaignCurrencyRefusal', () => {
  it('lets a campaign be claimed only on a brand of its own currency', () => {
    expect(campaignCurrencyRefusal('GBP', 'GBP')).toBeNull()
    expect(campaignCurrencyRefusal('EUR', 'EUR')).toBeNull()
    expect(campaignCurrencyRefusal('EUR', 'GBP')).toMatch(/euro \(€\) site/)
    expect(campaignCurrencyRefusal('GBP', 'EUR')).toMatch(/pound \(£\) site/)
  })
})
