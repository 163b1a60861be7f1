import type { D1Database } from '@cloudflare/workers-types'
import { BASKET_ERRORS } from '../../../shared/domain/basket/basket-errors'
import { GIFTING_PRESETS, isFullyGiftClaim } from '../../../shared/domain/checkout/gifting'
import { paymentMethodEligibility } from '../../../shared/domain/payment/method-eligibility'
import { PROMO_MESSAGES } from '../../../shared/domain/promo/promo-code'
import type { CheckoutDeal, CreditBalance } from '../../../shared/schemas/checkout'
import type { CheckoutView, GiftingRequest } from '../../../shared/schemas/checkout-view'
import { DomainError } from '../../errors'
import {
  BasketRepository,
  type BasketProductRow,
  type BasketRow,
} from '../../storage/basket-repository'
import { PromoRepository } from '../../storage/promo-repository'
import { WalletRepository } from '../../storage/wallet-repository'
import { basketFor, openBasketFor, type Viewer } from './basket-access'
import { basketLine } from './basket-mapper'
import { checkoutTotals, type PromoEntry } from './checkout-totals'
import { giftingChange, giftingTotal } from './gifting-change'
import { giftingStateOf } from './gifting-state'
import { promoCodeOf } from './promo-rules'

/** What the browser told us (§7: checkout "headers include alt payment methods"). */
export interface BrowserWallets {
  applePaySupported: boolean
  legacyBrowser: boolean
}

// §8: "Checkout HTTP 422 on load": the client clears the cookie and starts a new basket.
const UNBUYABLE = BASKET_ERRORS.ITEM_UNAVAILABLE.message

/** GET checkout/{token} and the checkout edits (§7 'Checkout'): checkoutData built from the
 * basket, live catalogue prices and stock, the promo code, the wallet and the gifting choice. */
export class CheckoutService {
  private readonly baskets: BasketRepository
  private readonly promos: PromoRepository
  private readonly wallets: WalletRepository

  constructor(
    db: D1Database,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.baskets = new BasketRepository(db)
    this.promos = new PromoRepository(db)
    this.wallets = new WalletRepository(db)
  }

  async checkoutData(token: string, viewer: Viewer, browser: BrowserWallets) {
    const basket = await basketFor(this.baskets, token, viewer)
    return this.build(basket, viewer, browser, null)
  }

  /** §5: promo codes need a signed-in customer. A code that applies is kept on the basket; one
   * that does not is answered with its class and replaces nothing but the old code. */
  async applyPromo(token: string, code: string, viewer: Viewer, browser: BrowserWallets) {
    if (viewer.userId === null) throw new DomainError('UNAUTHORISED', PROMO_MESSAGES.login_required)
    const basket = await openBasketFor(this.baskets, token, viewer)
    const data = await this.build({ ...basket, promoCode: code }, viewer, browser, null)
    const promoCode = data.promoCode?.applicable ? data.promoCode.code : null
    await this.baskets.batch([this.baskets.updateBasket(token, { promoCode }, this.at())])
    return data
  }

  async removePromo(token: string, viewer: Viewer, browser: BrowserWallets) {
    const basket = await openBasketFor(this.baskets, token, viewer)
    await this.baskets.batch([this.baskets.updateBasket(token, { promoCode: null }, this.at())])
    return this.build({ ...basket, promoCode: null }, viewer, browser, null)
  }

  async setGifting(
    token: string,
    request: GiftingRequest,
    viewer: Viewer,
    browser: BrowserWallets,
  ) {
    const basket = await openBasketFor(this.baskets, token, viewer)
    const outcome = giftingChange(giftingStateOf(basket.gifting), request)
    if (!outcome.ok) throw new DomainError('INVALID', outcome.message)
    const gifting = JSON.stringify(outcome.state)
    await this.baskets.batch([this.baskets.updateBasket(token, { gifting }, this.at())])
    return this.build({ ...basket, gifting }, viewer, browser, outcome.toast)
  }

  /** Paying with wallet credit needs the customer whose wallet it is. */
  async useWallet(token: string, use: boolean, viewer: Viewer, browser: BrowserWallets) {
    if (viewer.userId === null) throw new DomainError('UNAUTHORISED', 'Please log in')
    const basket = await openBasketFor(this.baskets, token, viewer)
    const useWallet = use ? 1 : 0
    await this.baskets.batch([this.baskets.updateBasket(token, { useWallet }, this.at())])
    return this.build({ ...basket, useWallet }, viewer, browser, null)
  }

  private async build(
    basket: BasketRow,
    viewer: Viewer,
    browser: BrowserWallets,
    toast: string | null,
  ): Promise<CheckoutView> {
    const now = this.now()
    if (basket.status !== 'OPEN') {
      throw new DomainError('UNPROCESSABLE', 'This basket has been closed. Please start a new one.')
    }
    const lines = await this.baskets.lines(basket.token)
    const products = new Map(
      (await this.baskets.products(lines.map((line) => line.productId))).map((row) => [
        row.productId,
        row,
      ]),
    )
    const shown = lines.map((line) =>
      basketLine(line, lines, products.get(line.productId), basket, now),
    )
    if (shown.some((line) => line.maxQuantity === 0)) {
      throw new DomainError('UNPROCESSABLE', UNBUYABLE)
    }
    const product = (productId: number) => products.get(productId) as BasketProductRow
    const gifting = giftingStateOf(basket.gifting)
    const credit = viewer.userId === null ? [] : await this.creditBalances(viewer.userId, now)
    const totals = checkoutTotals({
      currency: basket.currency,
      lines: lines.map((line) => ({
        lineId: line.id,
        dealId: line.dealId,
        quantity: line.quantity,
        price: product(line.productId).price,
        vipPrice: product(line.productId).vipPrice,
        vipDiscountAllowed: product(line.productId).vipDiscountAllowed === 1,
        depositPrice: product(line.productId).depositPrice,
        payDeposit: line.payDeposit === 1,
      })),
      // VIP membership is not stored yet: everyone pays the normal price until it is.
      vip: false,
      giftingTotal: giftingTotal(gifting),
      promo: basket.promoCode ? await this.promoEntry(basket.promoCode, viewer) : null,
      userId: viewer.userId === null ? null : String(viewer.userId),
      wallets:
        basket.useWallet === 1 && viewer.userId !== null
          ? credit.map((balance) => ({ ...balance }))
          : null,
      now,
    })
    const deals = dealsOf(shown, product)
    const amount = totals.wallet?.cardAmount ?? totals.orderSummary.totalOrderAmount
    const eligibility = paymentMethodEligibility({
      anonymous: viewer.userId === null,
      amount,
      applePaySupported: browser.applePaySupported,
      legacyBrowser: browser.legacyBrowser,
      highFraudRisk: [...products.values()].some((row) => row.highFraudRisk === 1),
      subCategoryIds: deals.flatMap((deal) =>
        deal.subCategoryId === null ? [] : [deal.subCategoryId],
      ),
      strictSubcategoryCheck: false,
      instruments: [],
    })
    return {
      basketToken: basket.token,
      deals,
      orderSummary: totals.orderSummary,
      promoCode: totals.promoCode,
      userInfo: { paymentOptions: { creditBalances: credit, paymentInstruments: [] } },
      wallet: totals.wallet,
      giftingDetails: {
        giftWrap:
          gifting.wrap > 0
            ? {
                dealId: GIFTING_PRESETS.giftWrap.dealId,
                productId: GIFTING_PRESETS.giftWrap.productId,
              }
            : null,
        giftPack:
          gifting.giftPack === null
            ? null
            : {
                ...(gifting.giftPack === 'NEXT_DAY'
                  ? GIFTING_PRESETS.nextDayGiftPack
                  : GIFTING_PRESETS.standardGiftPack),
                delivery: gifting.giftPack,
              },
        fullyGiftClaim: isFullyGiftClaim(deals),
      },
      paymentMethods: eligibility,
      toast,
    }
  }

  private async promoEntry(text: string, viewer: Viewer): Promise<PromoEntry> {
    const row = await this.promos.find(text)
    const uses =
      row && viewer.userId !== null
        ? await this.promos.uses(row.code, viewer.userId)
        : { total: 0, byUser: 0 }
    return {
      text,
      code: row ? promoCodeOf(row) : null,
      minSpend: row?.minSpend ?? null,
      dealId: row?.dealId ?? null,
      timesUsed: uses.total,
      timesUsedByUser: uses.byUser,
    }
  }

  /** §3 'Wallet': per currency, the balance and its marketing and refundable parts. A negative
   * sum (spent credit that later expired) counts as none. */
  private async creditBalances(userId: number, now: Date): Promise<CreditBalance[]> {
    const rows = await this.wallets.balances(userId, now.toISOString())
    return rows.map((row) => {
      const refundableBalance = Math.max(0, row.refundable)
      const marketingBalance = Math.max(0, row.marketing)
      return {
        currency: row.currency,
        balance: refundableBalance + marketingBalance,
        marketingBalance,
        refundableBalance,
      }
    })
  }

  private at() {
    return this.now().toISOString()
  }
}

/** Lines grouped by deal, in basket order (§3 checkoutData.deals). */
function dealsOf(
  lines: CheckoutDeal['lines'],
  product: (productId: number) => BasketProductRow,
): CheckoutDeal[] {
  const deals = new Map<number, CheckoutDeal>()
  for (const line of lines) {
    const row = product(line.dealProductId)
    const deal = deals.get(line.dealId) ?? {
      dealId: line.dealId,
      title: row.dealTitle,
      subCategoryId: row.subCategoryId,
      giftClaim: false,
      clickAndCollect: row.deliveryType === 'click-and-collect',
      lines: [],
    }
    deal.lines.push(line)
    deal.giftClaim = deal.lines.every((candidate) => candidate.giftClaim)
    deals.set(line.dealId, deal)
  }
  return [...deals.values()]
}
