import { formatMoney } from '../../format/money'

export type CreditClaimStatus = 'SUCCESS' | 'ALREADY_CLAIMED' | 'INVALID' | 'LOGIN' | 'FAILURE'

/** Where the success message's T&Cs link goes (transactions §2 static pages). */
export const WALLET_TERMS_PATH = '/page/wallettermsofuse'

/** §8 'Credit claim', verbatim. */
export const CREDIT_CLAIM_FAILURE = 'Unable to process credit at this time. Please try again later.'
const CREDIT_CLAIM_INVALID = 'Sorry, this offer link is no longer valid.'
const CREDIT_CLAIM_LOGIN = 'Please log in to claim your credit.'

/** The §8 message for a credit claim's outcome; amounts in minor units.
 * @example creditClaimMessage('SUCCESS', 500, 'GBP') ===
 *   "Your £5 credit has been applied to your account. You'll see it when you get to checkout!" */
export function creditClaimMessage(
  status: CreditClaimStatus,
  amount: number | null,
  currency: 'GBP' | 'EUR' | null,
): string {
  const money = amount !== null && currency !== null ? formatMoney(amount, currency) : null
  if (status === 'SUCCESS' && money) {
    return `Your ${money} credit has been applied to your account. You'll see it when you get to checkout!`
  }
  if (status === 'ALREADY_CLAIMED' && money) {
    return `You've already received your ${money} credit from this offer.`
  }
  if (status === 'LOGIN') return CREDIT_CLAIM_LOGIN
  if (status === 'FAILURE') return CREDIT_CLAIM_FAILURE
  return CREDIT_CLAIM_INVALID
}

/** Why a campaign in `campaignCurrency` cannot be claimed on a brand that sells in
 * `brandCurrency`, or null when it can. Credit is spent only in its own currency (§5), so a euro
 * campaign claimed on a UK site would hand out credit its claimant's checkout never sees, and the
 * campaign's cap would count it.
 * @example campaignCurrencyRefusal('EUR', 'GBP') === 'This offer is for our euro (€) site. Please claim it there.' */
export function campaignCurrencyRefusal(
  campaignCurrency: 'GBP' | 'EUR',
  brandCurrency: 'GBP' | 'EUR',
): string | null {
  if (campaignCurrency === brandCurrency) return null
  return campaignCurrency === 'EUR'
    ? 'This offer is for our euro (€) site. Please claim it there.'
    : 'This offer is for our pound (£) site. Please claim it there.'
}
