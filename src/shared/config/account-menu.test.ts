import { describe, expect, it } from 'vitest'
import { BRANDS } from './brands'
import { accountMenu } from './account-menu'

const labels = (input: Parameters<typeof accountMenu>[0]) => accountMenu(input).map((i) => i.label)

describe('accountMenu', () => {
  it('gives the main brand its full menu, with My Rewards for VIP members only', () => {
    expect(labels({ brand: BRANDS.dealio, vipUser: true, extended: true })).toEqual([
      'My Dealios',
      'My Rewards',
      'Account details',
      'Subscriptions',
      'Wallet',
      'Club',
      'Refer a friend',
      'Redeem a gift card',
      'Claim a gift',
      'Become a merchant',
    ])
    expect(labels({ brand: BRANDS.dealio, vipUser: false, extended: true })).not.toContain(
      'My Rewards',
    )
  })

  it('shows Refer a friend on the main brand only in the extended menu', () => {
    expect(labels({ brand: BRANDS.dealio, vipUser: false, extended: false })).not.toContain(
      'Refer a friend',
    )
  })

  it('gives the Irish site no Rewards or Club, but Refer a friend', () => {
    for (const extended of [true, false]) {
      const menu = labels({ brand: BRANDS.dealioie, vipUser: true, extended })
      expect(menu).not.toContain('My Rewards')
      expect(menu).not.toContain('Club')
      expect(menu).toContain('Refer a friend')
    }
  })

  it.each(['livingsocial', 'livingsocialie'] as const)(
    'gives the sister brand %s its six items',
    (brandId) => {
      expect(labels({ brand: BRANDS[brandId], vipUser: true, extended: true })).toEqual([
        'My vouchers',
        'Account details',
        'Subscriptions',
        'Wallet',
        'Redeem a gift card',
        'Claim a gift',
      ])
    },
  )

  it('links every item to a same-site path', () => {
    for (const item of accountMenu({ brand: BRANDS.dealio, vipUser: true, extended: true })) {
      expect(item.href).toMatch(/^\/[a-z]/)
    }
  })
})
