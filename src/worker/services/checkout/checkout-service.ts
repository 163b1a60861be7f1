import type { D1Database } from '@cloudflare/workers-types'
import { BASKET_ERRORS } from '../../../shared/domain/basket/basket-errors'
import { paymentMethodEligibility } from '../../../shared/domain/payment/method-eligibility'
import { PROMO_MESSAGES } from '../../../shared/domain/promo/promo-code'
import type { CreditBalance } from '../../../shared/schemas/checkout'
import type { CheckoutView, GiftingRequest } from '../../../shared/schemas/checkout-view'
import { DomainError } from '../../errors'
import {
  BasketRepository,
  type BasketLineRow,
  type BasketProductRow,
  type BasketRow,
} from '../../storage/basket-repository'
import { dealsOf, giftingDetailsOf } from './checkout-deals'
import { PromoRepository, type PromoCodeRow } from '../../storage/promo-repository'
import { VipRepository } from '../../storage/vip-repository'
import { WalletRepository } from '../../storage/wallet-repository'
import { trimBasketToCaps } from './basket-cap-trim'
import { depositToday, lineDeposit, linePaysDeposit } from './deposit-due'
import { checkoutVip, vipOffer } from '../vip/checkout-vip'
import { basketFor, openBasketFor, type Viewer } from '../basket/basket-access'
import { basketLine } from '../basket/basket-mapper'
import { linePrice } from '../pricing/line-price'
import { checkoutTotals, subcategoryRuleOf, type PromoEntry } from '../pricing/checkout-totals'
import { giftingChange, giftingTotal } from './gifting-change'
import { giftingStateOf } from '../basket/gifting-state'
import { promoCodeOf } from '../pricing/promo-rules'
import { clock } from '../../clock'
import { stayCharges, type StayCharge } from '../pricing/stay-charges'
import { offeredInstruments } from './offered-instruments'
import { BRANDS, type BrandId } from '../../../shared/config/brands'
import { giftingDefaults } from '../../../shared/domain/checkout/seasonal-gifting'
import { seasonalFlagsAt } from '../../../themes/schedule'

/** What the browser told us (§7: checkout "headers include alt payment methods"). */
export interface BrowserWallets {
  applePaySupported: boolean
  legacyBrowser: boolean
}

/** Everything one checkout read: the view the shopper sees and the rows it was priced from.
 * Placing the order takes its lines, stock, caps and promo from here, so the basket is read
 * once per order and the order is charged for exactly what the view showed. */
export interface CheckoutSnapshot {
  view: CheckoutView
  basket: BasketRow
  lines: BasketLineRow[]
  products: BasketProductRow[]
  stays: Map<string, StayCharge>
  /** The basket's promo code row, when the basket carries a code that exists. */
  promo: PromoCodeRow | null
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
    private readonly db: D1Database,
    private readonly now: () => Date = () => clock.now(),
  ) {
    this.baskets = new BasketRepository(db)
    this.promos = new PromoRepository(db)
    this.wallets = new WalletRepository(db)
  }

  /** GET checkout/{token}. `load` (the checkout page asking) trims lines over the customer's
   * purchase caps (§5) and says so, and sets the basket's eligibleForVip (§3) from the
   * signed-in shopper's membership (an anonymous basket keeps what the storefront sent). Order
   * placement reads with load false, changing nothing, so a cap passed since is its 409. */
  async checkoutData(
    token: string,
    viewer: Viewer,
    browser: BrowserWallets,
    options: { load: boolean } = { load: true },
  ): Promise<CheckoutView> {
    const basket = await basketFor(this.baskets, token, viewer)
    const load = options.load && basket.status === 'OPEN'
    const notices = load ? await trimBasketToCaps(this.db, basket, viewer.userId, this.now()) : []
    const { view } = await this.snapshotOf(basket, viewer, browser, null, notices)
    const eligibleForVip = view.vip.offered ? 1 : 0
    if (load && viewer.userId !== null && basket.eligibleForVip !== eligibleForVip) {
      await this.baskets.batch([this.baskets.updateBasket(token, { eligibleForVip }, this.at())])
    }
    return view
  }

  /** The checkout as order placement sees it: not a load, so nothing is trimmed or written (a
   * cap reached since the shopper looked is the order's 409, not fewer units charged). */
  async snapshot(
    token: string,
    viewer: Viewer,
    browser: BrowserWallets,
  ): Promise<CheckoutSnapshot> {
    const basket = await basketFor(this.baskets, token, viewer)
    return this.snapshotOf(basket, viewer, browser, null)
  }

  /** POST checkout/{token}/vip: 'VIP membership 4.99 a year' ticked or unticked. Only a
   * signed-in shopper can buy it (the membership is theirs); VIP prices apply at once. */
  async setVip(token: string, add: boolean, viewer: Viewer, browser: BrowserWallets) {
    if (viewer.userId === null) {
      throw new DomainError('UNAUTHORISED', 'Please log in to add VIP membership')
    }
    const basket = await openBasketFor(this.baskets, token, viewer)
    await this.baskets.batch([new VipRepository(this.db).setChoice(token, add, this.at())])
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
    return (await this.snapshotOf(basket, viewer, browser, toast)).view
  }

  private async snapshotOf(
    basket: BasketRow,
    viewer: Viewer,
    browser: BrowserWallets,
    toast: string | null,
    notices: string[] = [],
  ): Promise<CheckoutSnapshot> {
    const now = this.now()
    if (basket.status !== 'OPEN') {
      throw new DomainError('UNPROCESSABLE', 'This basket has been closed. Please start a new one.')
    }
    const lines = await this.baskets.lines(basket.token)
    const productRows = await this.baskets.products(lines.map((line) => line.productId))
    const products = new Map(productRows.map((row) => [row.productId, row]))
    const stays = await stayCharges(this.db, lines)
    const vip = await checkoutVip(this.db, basket.token, viewer.userId, now)
    // Each line at the unit price the totals charge (memberUnitPrice for VIP shoppers).
    const vipPrices = vip.isMember || vip.added
    const shown = lines.map((line) =>
      basketLine(
        line,
        lines,
        products.get(line.productId),
        basket,
        now,
        stays.get(line.id) ?? null,
        vipPrices,
      ),
    )
    if (shown.some((line) => line.maxQuantity === 0)) {
      throw new DomainError('UNPROCESSABLE', UNBUYABLE)
    }
    const product = (productId: number) => products.get(productId) as BasketProductRow
    const gifting = giftingStateOf(basket.gifting)
    const credit = viewer.userId === null ? [] : await this.creditBalances(viewer.userId, now)
    const promo = basket.promoCode
      ? await this.promoEntry(basket.promoCode, viewer)
      : { entry: null, row: null }
    const today = depositToday(now)
    const totals = checkoutTotals({
      currency: basket.currency,
      lines: lines.map((line) => {
        const priced = linePrice(line, product(line.productId), stays.get(line.id))
        return {
          lineId: line.id,
          dealId: line.dealId,
          quantity: line.quantity,
          price: priced.price,
          vipPrice: priced.vipPrice,
          vipDiscountAllowed: priced.vipDiscountAllowed,
          depositPrice: priced.depositPrice,
          payDeposit: linePaysDeposit(line, today),
          discountable: priced.discountable,
          postage: priced.postage,
        }
      }),
      vip: vipPrices,
      addVipMembership: vip.added,
      giftingTotal: giftingTotal(gifting),
      promo: promo.entry,
      userId: viewer.userId === null ? null : String(viewer.userId),
      wallets:
        basket.useWallet === 1 && viewer.userId !== null
          ? credit.map((balance) => ({ ...balance }))
          : null,
      now,
    })
    const deals = dealsOf(
      shown.map((line, i) => ({
        ...line,
        deposit: lineDeposit(totals.lineAmounts[i], line.checkInDate, today),
      })),
      product,
      BRANDS[basket.brand as BrandId]?.countryCode ?? 'gb',
    )
    const subcategory = subcategoryRuleOf(deals, totals.orderSummary)
    const amount = totals.wallet?.cardAmount ?? totals.orderSummary.totalOrderAmount
    const instruments = offeredInstruments(viewer)
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
      instruments,
    })
    const view: CheckoutView = {
      basketToken: basket.token,
      deals,
      orderSummary: totals.orderSummary,
      promoCode: totals.promoCode,
      userInfo: { paymentOptions: { creditBalances: credit, paymentInstruments: instruments } },
      wallet: totals.wallet,
      giftingDetails: giftingDetailsOf(gifting, deals),
      paymentMethods: eligibility,
      toast,
      vip: vipOffer(vip, basket.currency, totals.vipSavings),
      giftingDefaults: giftingDefaults(
        seasonalFlagsAt(now, BRANDS[basket.brand as BrandId]?.timeZone ?? 'Europe/London'),
      ),
      notices: subcategory.message ? [...notices, subcategory.message] : notices,
    }
    return { view, basket, lines, products: productRows, stays, promo: promo.row }
  }

  private async promoEntry(
    text: string,
    viewer: Viewer,
  ): Promise<{ entry: PromoEntry; row: PromoCodeRow | null }> {
    const row = await this.promos.find(text)
    const uses =
      row && viewer.userId !== null
        ? await this.promos.uses(row.code, viewer.userId)
        : { total: 0, byUser: 0 }
    const entry = {
      text,
      code: row ? promoCodeOf(row) : null,
      minSpend: row?.minSpend ?? null,
      dealId: row?.dealId ?? null,
      timesUsed: uses.total,
      timesUsedByUser: uses.byUser,
    }
    return { entry, row }
  }

  /** §3 'Wallet': per currency, the spendable balance and its marketing and refundable parts
   * (WalletRepository already leaves out lapsed credit the expiry job has not written off). */
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
