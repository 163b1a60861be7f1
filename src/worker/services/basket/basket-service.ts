import type { D1Database } from '@cloudflare/workers-types'
import { BRANDS } from '../../../shared/config/brands'
import { BASKET_ERRORS } from '../../../shared/domain/basket/basket-errors'
import type {
  AddBasketProductRequest,
  AddonRequest,
  Basket,
  CreateBasketRequest,
  PatchBasketProductRequest,
  PutBasketRequest,
  VipStatus,
} from '../../../shared/schemas/basket'
import { DomainError } from '../../errors'
import {
  BasketRepository,
  type BasketLineRow,
  type BasketRow,
  type LineChange,
} from '../../storage/basket-repository'
import { randomToken } from '../security/random-token'
import { basketFor, openBasketFor, type Viewer } from './basket-access'
import {
  checkStayDates,
  checkedQuantity,
  findLine,
  lineRow,
  linesFor,
  sameLine,
} from './basket-lines'
import { basketOf } from './basket-mapper'
import { isVipMember } from '../vip/vip-membership'
import { ExtensionService } from '../refunds/extension-service'
import { withPastPurchases, type ProductWithPurchases } from '../pricing/past-purchases'
import { clock } from '../../clock'
import { stayCharges } from '../pricing/stay-charges'

/** The basket calls of transactions §7 'Basket' over the baskets and basket_lines tables. Every
 * quantity goes through max quantity (storefront §5) against live stock and caps. */
export class BasketService {
  private readonly repository: BasketRepository

  constructor(
    private readonly db: D1Database,
    private readonly now: () => Date = () => clock.now(),
  ) {
    this.repository = new BasketRepository(db)
  }

  /** A new basket with a fresh random token; the currency is the brand's (GBP on UK brands,
   * EUR on Irish ones), so every product in it must be sold in that currency. */
  async create(input: CreateBasketRequest, viewer: Viewer): Promise<Basket> {
    const at = this.now().toISOString()
    const basket: BasketRow = {
      token: randomToken(),
      brand: input.brand,
      customerId: viewer.userId,
      currency: BRANDS[input.brand].currency,
      eligibleForVip: input.eligibleForVip ? 1 : 0,
      vipStatus: null,
      gifting: '{}',
      promoCode: null,
      useWallet: 0,
      status: 'OPEN',
      createdAt: at,
      updatedAt: at,
    }
    const lines = await this.linesFor(basket, input.products)
    const { repository } = this
    await repository.batch([
      repository.insertBasket(basket),
      ...lines.map((line) => repository.insertLine(line, at)),
    ])
    return this.view(basket, false)
  }

  async get(token: string, viewer: Viewer, giftPacks: boolean): Promise<Basket> {
    return this.view(await basketFor(this.repository, token, viewer), giftPacks)
  }

  /** The signed-in customer's open basket. */
  async forCustomer(viewer: Viewer, giftPacks: boolean): Promise<Basket> {
    if (viewer.userId === null) throw new DomainError('UNAUTHORISED', 'Please log in')
    const basket = await this.repository.findOpenBasketOf(viewer.userId)
    if (!basket) throw new DomainError('NOT_FOUND', 'Basket not found')
    return this.view(basket, giftPacks)
  }

  /** PUT: the basket's brand, VIP flag and products replaced as a whole. */
  async put(token: string, input: PutBasketRequest, viewer: Viewer): Promise<Basket> {
    if (input.id !== token) {
      throw new DomainError('INVALID', BASKET_ERRORS.TOKEN_OR_DATA_MALFORMED.message)
    }
    const current = await openBasketFor(this.repository, token, viewer)
    const basket: BasketRow = {
      ...current,
      brand: input.brand,
      currency: BRANDS[input.brand].currency,
      eligibleForVip: input.eligibleForVip ? 1 : 0,
      customerId: current.customerId ?? viewer.userId,
    }
    const lines = await this.linesFor(basket, input.products)
    const { repository } = this
    const at = this.now().toISOString()
    await repository.batch([
      repository.updateBasket(
        token,
        {
          brand: basket.brand,
          currency: basket.currency,
          eligibleForVip: basket.eligibleForVip,
          customerId: basket.customerId,
        },
        at,
      ),
      repository.deleteLines(token),
      ...lines.map((line) => repository.insertLine(line, at)),
    ])
    return this.view(basket, false)
  }

  /** PATCH: the basket becomes the signed-in customer's (the route checked the session). */
  async link(token: string, viewer: Viewer): Promise<Basket> {
    if (viewer.userId === null) throw new DomainError('UNAUTHORISED', 'Please log in')
    const basket = await openBasketFor(this.repository, token, viewer)
    const at = this.now().toISOString()
    await this.repository.batch([
      this.repository.updateBasket(token, { customerId: viewer.userId }, at),
    ])
    return this.view({ ...basket, customerId: viewer.userId }, false)
  }

  /** Adds a product; the same product (and stay) already in the basket gains the quantity. */
  async addProduct(token: string, input: AddBasketProductRequest, viewer: Viewer) {
    const basket = await openBasketFor(this.repository, token, viewer)
    const lines = await this.repository.lines(token)
    const position = Math.max(-1, ...lines.map((line) => line.position)) + 1
    const row = lineRow(token, position, input, input.quantity)
    await this.upsert(basket, lines, row, (sameLine(lines, row)?.quantity ?? 0) + input.quantity)
    return this.view(basket, false)
  }

  /** PATCH a line by its id (or its product id); quantity 0 removes it. */
  async patchLine(token: string, id: string, patch: PatchBasketProductRequest, viewer: Viewer) {
    const basket = await openBasketFor(this.repository, token, viewer)
    const lines = await this.repository.lines(token)
    const line = findLine(lines, id)
    const { repository } = this
    const at = this.now().toISOString()
    if (patch.quantity === 0) {
      await repository.batch([repository.deleteLine(token, line.id), this.touch(token, at)])
      return this.view(basket, false)
    }
    const change: LineChange = {
      ...(patch.gifting !== undefined && { gifting: JSON.stringify(patch.gifting) }),
      ...(patch.giftPack !== undefined && { giftPack: patch.giftPack ? 1 : 0 }),
      ...(patch.giftWrap !== undefined && { giftWrap: patch.giftWrap ? 1 : 0 }),
      ...(patch.payDeposit !== undefined && { payDeposit: patch.payDeposit ? 1 : 0 }),
      ...(patch.payLater !== undefined && { payLater: patch.payLater ? 1 : 0 }),
      ...(patch.deliveryOptionType !== undefined && {
        deliveryOptionType: patch.deliveryOptionType,
      }),
    }
    if (patch.quantity !== undefined) {
      const catalogue = await this.catalogue([line.productId], basket)
      change.quantity = checkedQuantity({
        basket,
        product: catalogue.get(line.productId),
        dealId: line.dealId,
        requested: patch.quantity,
        lines,
        lineId: line.id,
        now: this.now(),
        vip: await this.ownerIsVip(basket),
      })
    }
    await repository.batch([repository.updateLine(token, line.id, change), this.touch(token, at)])
    return this.view(basket, false)
  }

  async deleteLine(token: string, id: string, viewer: Viewer): Promise<Basket> {
    const basket = await openBasketFor(this.repository, token, viewer)
    const line = findLine(await this.repository.lines(token), id)
    const at = this.now().toISOString()
    await this.repository.batch([this.repository.deleteLine(token, line.id), this.touch(token, at)])
    return this.view(basket, false)
  }

  /** §7 addon {addonType: 'VVE', productId, quantity}: an add-on line of that product, set to
   * the quantity (0 removes it, as for gift wrap). */
  async addon(token: string, input: AddonRequest, viewer: Viewer): Promise<Basket> {
    const basket = await openBasketFor(this.repository, token, viewer)
    const lines = await this.repository.lines(token)
    const existing = lines.find(
      (line) => line.productId === input.productId && line.addonType === input.addonType,
    )
    const at = this.now().toISOString()
    if (input.quantity === 0) {
      if (existing) {
        await this.repository.batch([
          this.repository.deleteLine(token, existing.id),
          this.touch(token, at),
        ])
      }
      return this.view(basket, false)
    }
    const product = (await this.catalogue([input.productId], basket)).get(input.productId)
    if (!product)
      throw new DomainError('INVALID', BASKET_ERRORS.TOKEN_OR_PRODUCT_ID_MALFORMED.message)
    const extensions = new ExtensionService(this.db)
    if (input.voucherId !== undefined) {
      await extensions.assertExtendable(viewer.userId, input.voucherId, this.now())
    }
    const position = Math.max(-1, ...lines.map((line) => line.position)) + 1
    const row = lineRow(
      token,
      position,
      { dealId: product.dealId, dealProductId: product.productId, quantity: input.quantity },
      input.quantity,
      input.addonType,
    )
    await this.upsert(basket, lines, existing ?? row, input.quantity)
    if (input.voucherId !== undefined) {
      await this.repository.linkAddonLine(token, input.productId, input.voucherId)
    }
    return this.view(basket, false)
  }

  /** §7 'POST VIP status': an active member is no longer offered VIP (eligibleForVip false);
   * ELIGIBLE and RENEW are; NOT_CHECKED leaves the flag as it was. */
  async setVipStatus(token: string, vipStatus: VipStatus, viewer: Viewer): Promise<Basket> {
    const basket = await openBasketFor(this.repository, token, viewer)
    const eligibleForVip =
      vipStatus === 'NOT_CHECKED' ? basket.eligibleForVip : vipStatus === 'ACTIVE' ? 0 : 1
    const at = this.now().toISOString()
    await this.repository.batch([
      this.repository.updateBasket(token, { vipStatus, eligibleForVip }, at),
    ])
    return this.view({ ...basket, vipStatus, eligibleForVip }, false)
  }

  /** §7 basketabandon: the basket is closed for good; asking again changes nothing. */
  async abandon(token: string, viewer: Viewer): Promise<void> {
    await basketFor(this.repository, token, viewer)
    await this.repository.batch([
      this.repository.closeBasket(token, 'ABANDONED', this.now().toISOString()),
    ])
  }

  private async upsert(
    basket: BasketRow,
    lines: BasketLineRow[],
    row: BasketLineRow,
    requested: number,
  ): Promise<void> {
    const existing = lines.find((line) => line.id === row.id) ?? sameLine(lines, row)
    const catalogue = await this.catalogue([row.productId], basket)
    if (!existing) checkStayDates(catalogue.get(row.productId), row)
    const quantity = checkedQuantity({
      basket,
      product: catalogue.get(row.productId),
      dealId: row.dealId,
      requested,
      lines,
      lineId: existing?.id ?? null,
      now: this.now(),
      vip: await this.ownerIsVip(basket),
    })
    const { repository } = this
    const at = this.now().toISOString()
    await repository.batch([
      existing
        ? repository.updateLine(basket.token, existing.id, { quantity })
        : repository.insertLine({ ...row, quantity }, at),
      this.touch(basket.token, at),
    ])
  }

  private async linesFor(basket: BasketRow, products: CreateBasketRequest['products']) {
    const catalogue = await this.catalogue(
      products.map((product) => product.dealProductId),
      basket,
    )
    return linesFor(basket, products, catalogue, this.now(), await this.ownerIsVip(basket))
  }

  private touch(token: string, at: string) {
    return this.repository.updateBasket(token, {}, at)
  }

  /** The products with what the basket's customer already bought of them, so max quantity
   * counts past purchases in the basket, not only when the order is placed. */
  /** VIP prices and VIP-only products follow the basket's owner; a visitor's basket has none. */
  private async ownerIsVip(basket: { customerId: number | null }): Promise<boolean> {
    return basket.customerId !== null && isVipMember(this.db, basket.customerId, this.now())
  }

  private async catalogue(
    ids: readonly number[],
    basket: Pick<BasketRow, 'customerId' | 'brand'>,
  ): Promise<Map<number, ProductWithPurchases>> {
    const rows = await withPastPurchases(
      this.db,
      await this.repository.products(ids),
      basket.customerId,
      basket.brand,
      this.now(),
    )
    return new Map(rows.map((row) => [row.productId, row]))
  }

  private async view(basket: BasketRow, giftPacks: boolean): Promise<Basket> {
    const lines = await this.repository.lines(basket.token)
    const products = await this.catalogue(
      lines.map((line) => line.productId),
      basket,
    )
    const [stays, vip] = await Promise.all([
      stayCharges(this.db, lines, 'skip'),
      this.ownerIsVip(basket),
    ])
    return basketOf(basket, lines, products, { giftPacks, now: this.now(), stays, vip })
  }
}
