import { aboutUs } from './about-us'
import { adminFee } from './admin-fee'
import { businessFaq } from './business-faq'
import { discountCodes } from './discount-codes'
import { eCommerceTerms } from './e-commerce-terms'
import { editorialTeam } from './editorial-team'
import { faqs } from './faqs'
import { giftCardTerms } from './gift-card-terms'
import { internetSafety } from './internet-safety'
import { klarnaFaqs } from './klarna-faqs'
import { marketingDefinitions } from './marketing-definitions'
import { modernSlaveryStatement } from './modern-slavery'
import { privacyPolicy, privacyPolicyIe } from './privacy-policy'
import { productRecalls } from './product-recalls'
import { promo } from './promo'
import { regulatedFinanceComplaints, regulatedFinanceDisclosure } from './regulated-finance'
import { takedown } from './takedown'
import { termsOfUse } from './terms-of-use'
import type { StaticPageContent } from './types'
import { vipTerms } from './vip-terms'
import { walletCreditMoreInfo } from './wallet-credit-more-info'
import { walletTermsOfUse } from './wallet-terms-of-use'

/** Every static page: those storefront §2 'Paths' lists under /page/ plus /discountcodes and
 * /editorial-team, and the legal pages transactions §2 names (gift card, wallet, VIP, Klarna,
 * admin fee, regulated finance, modern slavery). Refund, voucher protection and cookie rules
 * have no page of their own in the spec, so they live in the e-commerce terms and the privacy
 * policies; referral terms in the wallet credit page. */
const PAGES: readonly StaticPageContent[] = [
  aboutUs,
  faqs,
  privacyPolicy,
  privacyPolicyIe,
  termsOfUse,
  eCommerceTerms,
  internetSafety,
  takedown,
  productRecalls,
  marketingDefinitions,
  promo,
  businessFaq,
  giftCardTerms,
  walletTermsOfUse,
  walletCreditMoreInfo,
  vipTerms,
  klarnaFaqs,
  adminFee,
  regulatedFinanceComplaints,
  regulatedFinanceDisclosure,
  modernSlaveryStatement,
  discountCodes,
  editorialTeam,
]

/** Path (lower case, no trailing slash) → page. */
export const STATIC_PAGE_CONTENT: ReadonlyMap<string, StaticPageContent> = new Map(
  PAGES.map((page) => [page.path, page]),
)

/** The page at `path`, matched without regard to case or a trailing slash; null if none.
 * @example staticPageContent('/page/AboutUs/')?.title === 'About us' */
export function staticPageContent(path: string): StaticPageContent | null {
  const key = path.toLowerCase().replace(/\/+$/, '')
  return STATIC_PAGE_CONTENT.get(key) ?? null
}
