import type { D1Database } from '@cloudflare/workers-types'
import { BRANDS, type Brand, type BrandId } from '../../../shared/config/brands'
import {
  REFERRAL_CREDIT,
  referralBanner,
  type ShareChannel,
} from '../../../shared/domain/referral/referral-config'
import { isReferralCode, referralCode } from '../../../shared/domain/referral/referral-status'
import type { ReferralSummary } from '../../../shared/schemas/referral'
import { ReferralRepository } from '../../storage/referral-repository'

/** §2 refer-a-friend is on the main brand's sites (UK and Irish), not the sister brand's. */
export const isReferralBrand = (brandId: BrandId) => BRANDS[brandId].family === 'main'

/** What /r/{code} stores in the referral cookie: the code and when the link was opened, so only
 * an account created after that can be attributed to it (§4 "attributed at registration"). */
export const referralCookieValue = (code: string, openedAt: Date) => `${code}.${openedAt.getTime()}`

function parseReferralCookie(value: string | undefined) {
  const [code, at] = (value ?? '').split('.')
  const openedAt = Number(at)
  if (!code || !isReferralCode(code) || !Number.isSafeInteger(openedAt)) return null
  return { code, openedAt: new Date(openedAt) }
}

const shareLinksOf = (link: string, brand: Brand) => {
  const text = `Join me on ${brand.name} and get great deals: ${link}`
  const url = encodeURIComponent(link)
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    x: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(text)}`,
    email: `mailto:?subject=${encodeURIComponent(`Join me on ${brand.name}`)}&body=${encodeURIComponent(text)}`,
  }
}

/** Refer a friend (transactions §3 'Referral', §4, §9): the personal link and its counters, and
 * friends attributed when they create an account after opening it. */
export class ReferralService {
  private readonly referrals: ReferralRepository

  constructor(db: D1Database) {
    this.referrals = new ReferralRepository(db)
  }

  /** The member's code, drawn on first use. */
  async codeFor(userId: number, now: Date): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await this.referrals.codeOf(userId)
      if (existing) return existing.code
      const code = referralCode(crypto.getRandomValues(new Uint8Array(8)))
      if (await this.referrals.createCode(userId, code, now.toISOString())) return code
    }
    throw new Error('no free referral code after 5 draws')
  }

  async summary(userId: number, brand: Brand, origin: string, now: Date): Promise<ReferralSummary> {
    const code = await this.codeFor(userId, now)
    const counters = await this.referrals.codeOf(userId)
    const link = `${origin}/r/${code}`
    return {
      code,
      link,
      shareLinks: shareLinksOf(link, brand),
      ...referralBanner(brand.currencySymbol),
      stats: {
        linksShared: counters?.linksShared ?? 0,
        linksOpened: counters?.linksOpened ?? 0,
        ...(await this.referrals.stats(userId)),
      },
      currency: brand.currency,
    }
  }

  /** §7 'refer-a-friend status' (GET /customer/raf-status): eligible on the referral brands,
   * with the member's code once they have one. */
  async rafStatus(userId: number, brandId: BrandId) {
    const eligible = isReferralBrand(brandId)
    const existing = eligible ? await this.referrals.codeOf(userId) : null
    return { eligible, referralCode: existing?.code ?? null }
  }

  async share(userId: number, _channel: ShareChannel, now: Date): Promise<void> {
    await this.codeFor(userId, now)
    await this.referrals.countShared(userId)
  }

  /** Counts an opened link; false for a code nobody has. */
  async open(code: string): Promise<boolean> {
    return isReferralCode(code) && (await this.referrals.countOpened(code))
  }

  /** Attributes a new account to the link it came through. An account older than the link's
   * opening, one with an order, one already attributed or the referrer's own is left alone. */
  async attribute(userId: number, cookie: string | undefined, now: Date): Promise<boolean> {
    const parsed = parseReferralCookie(cookie)
    if (!parsed) return false
    const createdAt = await this.referrals.createdAtOf(userId)
    if (!createdAt || Date.parse(createdAt) < parsed.openedAt.getTime()) return false
    const referrer = await this.referrals.referrerOf(parsed.code)
    if (!referrer || !Object.hasOwn(BRANDS, referrer.brand)) return false
    const currency = BRANDS[referrer.brand as BrandId].currency
    return this.referrals.attribute(
      { userId },
      { userId: referrer.userId, amount: REFERRAL_CREDIT, currency },
      now.toISOString(),
    )
  }
}
