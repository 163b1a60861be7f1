import { formatCount } from '../../format/count'
// transactions §1: "Benefits: extra discounts (extra savings up to 10 percent, checkout
// discount up to 15 percent), competitions (prizes up to 20,000), priority service, renewal
// credit." One list for the /deals/vip header, /second-checkout/benefits and My Rewards.
const VIP_EXTRA_SAVINGS_MAX_PERCENT = 10
const VIP_COMPETITION_PRIZES_UP_TO = 20_000

export interface VipBenefit {
  id: 'extra-savings' | 'checkout-discount' | 'competitions' | 'priority-service' | 'renewal-credit'
  title: string
  text: string
}

export const VIP_BENEFITS: readonly VipBenefit[] = [
  {
    id: 'extra-savings',
    title: `Extra savings up to ${VIP_EXTRA_SAVINGS_MAX_PERCENT}%`,
    text: 'VIP prices on hundreds of deals, and VIP-only deals nobody else can buy.',
  },
  {
    id: 'checkout-discount',
    title: 'Checkout discount up to 15%',
    // Already in the member's price on the deal (memberUnitPrice), never taken off again.
    text: 'Already in the VIP price shown on selected deals, so checkout charges what you saw.',
  },
  {
    id: 'competitions',
    title: `Competitions with prizes up to ${formatCount(VIP_COMPETITION_PRIZES_UP_TO)}`,
    text: 'Members-only prize draws throughout the year.',
  },
  {
    id: 'priority-service',
    title: 'Priority service',
    text: 'Your questions go to the front of the customer service queue.',
  },
  {
    id: 'renewal-credit',
    title: 'Renewal credit',
    text: 'Credit back when you renew your membership.',
  },
]
