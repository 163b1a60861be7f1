import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { creditReferrals } from '../../src/worker/jobs/referrals'
import {
  referralCookieValue,
  ReferralService,
} from '../../src/worker/services/referral/referral-service'
import { ORIGIN, post } from './account-client'
import {
  get,
  makeOrder,
  setVoucherStatus,
  signedInCustomer,
  walletBalance,
  walletRows,
} from './loyalty-fixtures'
import { clock, inDays } from './clock'

interface Summary {
  code: string
  link: string
  banner: string
  shareLinks: Record<string, string>
  stats: {
    linksShared: number
    linksOpened: number
    friendsJoined: number
    pendingCredit: number
    earnedCredit: number
    cancelledCredit: number
  }
}

const summaryOf = async (cookie: string, origin = ORIGIN) => {
  const res = await get('/customer/referral', cookie, origin)
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: Summary }).data
}

const openLink = (code: string) =>
  SELF.fetch(`${ORIGIN}/r/${code}`, {
    redirect: 'manual',
    headers: { 'cf-connecting-ip': '198.51.100.9' },
  })

/** A referrer, and a friend who opened their link and then registered. */
async function referredFriend() {
  const referrer = await signedInCustomer()
  const { code } = await summaryOf(referrer.cookie)
  const opened = await openLink(code)
  const referralCookie = (opened.headers.get('set-cookie') ?? '').split(';')[0]!
  const friend = await signedInCustomer(undefined, { cookie: referralCookie })
  return { referrer, friend, code, referralCookie, opened }
}

// The friend's order is paid ten days after registering; the job runs `n` days after that.
const orderedAt = inDays(10)
const day = (n: number) => new Date(Date.parse(orderedAt) + n * 86_400_000)

describe('the personal link', () => {
  it('gives each customer one code, a link and share links for every network', async () => {
    const { cookie } = await signedInCustomer()
    const first = await summaryOf(cookie)
    const second = await summaryOf(cookie)
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/)
    expect(second.code).toBe(first.code)
    expect(first.link).toBe(`${ORIGIN}/r/${first.code}`)
    expect(Object.keys(first.shareLinks).sort()).toEqual(['email', 'facebook', 'whatsapp', 'x'])
    expect(first.banner).toBe('Get £200 credit')
  })

  it('counts opened links, sets the referral cookie and goes home', async () => {
    const { referrer, opened, code } = await referredFriend()
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe('/')
    expect(opened.headers.get('set-cookie')).toMatch(new RegExp(`^rf=${code}\\.\\d+;`))
    expect((await summaryOf(referrer.cookie)).stats.linksOpened).toBe(1)
  })

  it('sends an unknown code home without a cookie', async () => {
    const res = await openLink('ZZZZ2222')
    expect(res.status).toBe(302)
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('counts shares, and refuses an unknown channel', async () => {
    const { cookie } = await signedInCustomer()
    expect(
      (await post('/customer/referral/share', { channel: 'whatsapp' }, { cookie })).status,
    ).toBe(204)
    expect((await post('/customer/referral/share', { channel: 'copy' }, { cookie })).status).toBe(
      204,
    )
    expect((await post('/customer/referral/share', { channel: 'fax' }, { cookie })).status).toBe(
      400,
    )
    expect((await summaryOf(cookie)).stats.linksShared).toBe(2)
  })

  it('is not on the sister brand', async () => {
    const { cookie } = await signedInCustomer()
    expect((await get('/customer/referral', cookie, 'http://livingsocial.localhost')).status).toBe(
      404,
    )
  })
})

describe('creditReferrals (scheduled)', { tags: ['dated'] }, () => {
  it('attributes the friend, keeps the credit pending on day 13 and credits it once after the guarantee', async () => {
    const { referrer, friend } = await referredFriend()
    expect((await summaryOf(referrer.cookie)).stats.friendsJoined).toBe(1)
    await makeOrder({ userId: friend.id, paidAt: orderedAt })

    await creditReferrals(env, day(13))
    expect((await summaryOf(referrer.cookie)).stats).toMatchObject({
      pendingCredit: 1000,
      earnedCredit: 0,
    })
    expect(await walletBalance(referrer.id)).toBe(0)

    await creditReferrals(env, day(15))
    await creditReferrals(env, day(15))
    await creditReferrals(env, day(30))
    expect(await walletBalance(referrer.id)).toBe(1000)
    expect(await walletRows(referrer.id)).toEqual([
      expect.objectContaining({
        amount: 1000,
        kind: 'MARKETING',
        reason: 'REFERRAL',
        currency: 'GBP',
      }),
    ])
    expect((await summaryOf(referrer.cookie)).stats).toMatchObject({
      pendingCredit: 0,
      earnedCredit: 1000,
    })
  })

  it('keeps the credit pending through the friend’s last guarantee day, so a refund on day 14 still cancels it', async () => {
    const { referrer, friend } = await referredFriend()
    const order = await makeOrder({ userId: friend.id, paidAt: orderedAt })
    // Day 14 is inside the refund guarantee (refund-eligibility: day 14 included).
    await creditReferrals(env, new Date(day(14).getTime() + 12 * 3_600_000))
    expect(await walletBalance(referrer.id)).toBe(0)
    await setVoucherStatus(order, 'REFUNDED')
    await creditReferrals(env, day(20))
    expect(await walletBalance(referrer.id)).toBe(0)
    expect((await summaryOf(referrer.cookie)).stats).toMatchObject({
      pendingCredit: 0,
      earnedCredit: 0,
      cancelledCredit: 1000,
    })
  })

  it('cancels the credit when the friend refunds', async () => {
    const { referrer, friend } = await referredFriend()
    const order = await makeOrder({ userId: friend.id, paidAt: orderedAt })
    await creditReferrals(env, day(2))
    await setVoucherStatus(order, 'REFUNDED')
    await creditReferrals(env, day(5))
    await creditReferrals(env, day(20))
    expect(await walletBalance(referrer.id)).toBe(0)
    expect((await summaryOf(referrer.cookie)).stats).toMatchObject({
      pendingCredit: 0,
      earnedCredit: 0,
      cancelledCredit: 1000,
    })
  })

  it('counts only the friend’s first order', async () => {
    const { referrer, friend } = await referredFriend()
    await makeOrder({ userId: friend.id, paidAt: orderedAt })
    await makeOrder({ userId: friend.id, paidAt: day(1).toISOString() })
    await creditReferrals(env, day(20))
    expect(await walletBalance(referrer.id)).toBe(1000)
  })

  it('never attributes an account older than the link, nor a customer to themselves', async () => {
    const referrer = await signedInCustomer()
    const existing = await signedInCustomer()
    const { code } = await summaryOf(referrer.cookie)
    const service = new ReferralService(env.DB)
    const later = new Date(clock.ms() + 60_000)
    expect(await service.attribute(existing.id, referralCookieValue(code, later), later)).toBe(
      false,
    )
    const before = new Date(0)
    expect(await service.attribute(referrer.id, referralCookieValue(code, before), later)).toBe(
      false,
    )
    expect(await service.attribute(existing.id, 'not-a-cookie', later)).toBe(false)
    expect((await summaryOf(referrer.cookie)).stats.friendsJoined).toBe(0)
  })
})

describe('/myaccount/refer-a-friend', () => {
  it('renders the banner, the link and the stats', async () => {
    const { cookie } = await signedInCustomer()
    const res = await SELF.fetch(`${ORIGIN}/myaccount/refer-a-friend`, { headers: { cookie } })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('data-island="referral-panel"')
    expect(html).toContain('Get £200 credit')
    expect(html).toMatch(/\/r\/[A-Z2-9]{8}/)
  })
})
