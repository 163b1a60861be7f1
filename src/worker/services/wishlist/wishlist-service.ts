import type { D1Database } from '@cloudflare/workers-types'
import type { Brand } from '../../../shared/config/brands'
import { WISHLIST_PAGE_SIZE } from '../../../shared/config/constants'
import { isNoMore } from '../../../shared/domain/deal/next-page'
import {
  dealsToMerge,
  pageOffset,
  WISHLIST_MAX_DEALS,
} from '../../../shared/domain/wishlist/wishlist-rules'
import type { WishlistFlagsResponse, WishlistResponse } from '../../../shared/schemas/wishlist'
import { DomainError } from '../../errors'
import { DealResourceRepository } from '../../storage/deal-resource-repository'
import { RailsRepository } from '../../storage/rails-repository'
import { WishlistRepository, type WishlistRow } from '../../storage/wishlist-repository'
import { cardsInOrder, visibilityAt } from '../discovery/deal-cards'

/** Who asks: the signed-in customer (if any) and the wishlist id their cookie carries. */
export interface WishlistCaller {
  userId: number | null
  cookieId: string | null
}

const newWishlistId = () => crypto.randomUUID().replaceAll('-', '')

/** Wishlists (transactions §3, §4): created on first add, the customer's own when signed in,
 * otherwise the anonymous one named by its id; merged into the customer's on login. */
export class WishlistService {
  private readonly wishlists: WishlistRepository
  private readonly rails: RailsRepository
  private readonly deals: DealResourceRepository

  constructor(db: D1Database) {
    this.wishlists = new WishlistRepository(db)
    this.rails = new RailsRepository(db)
    this.deals = new DealResourceRepository(db)
  }

  /** §4 'Loaded by customer token when logged in, otherwise by wishlist id'. Null: none yet. */
  async current(caller: WishlistCaller): Promise<WishlistRow | null> {
    if (caller.userId !== null) return this.wishlists.byUser(caller.userId)
    if (!caller.cookieId) return null
    const row = await this.wishlists.byId(caller.cookieId)
    // A customer's list never opens from a cookie alone: signed out, it is not theirs to see.
    return row && row.userId === null ? row : null
  }

  /** The list `id` if the caller may use it: anyone holding an anonymous list's id, only its
   * customer for a customer's list (FORBIDDEN for anybody else). */
  async byId(id: string, caller: WishlistCaller): Promise<WishlistRow> {
    const row = await this.wishlists.byId(id)
    if (!row) throw new DomainError('NOT_FOUND', `No wishlist ${id}`)
    if (row.userId !== null && row.userId !== caller.userId) {
      throw new DomainError('FORBIDDEN', 'This wishlist belongs to another customer')
    }
    return row
  }

  /** Page `page` of the list's deals still on sale, newest first, 50 a page (§9). */
  async view(
    brand: Brand,
    row: WishlistRow | null,
    page: number,
    signedIn: boolean,
    now: Date,
  ): Promise<WishlistResponse> {
    const base = { page, pageSize: WISHLIST_PAGE_SIZE, errorMessage: null, signedIn }
    if (!row) return { ...base, id: null, deals: [], quantity: 0, nomore: true }
    const [ids, quantity] = await Promise.all([
      this.wishlists.dealIds(row.id, WISHLIST_PAGE_SIZE, pageOffset(page, WISHLIST_PAGE_SIZE)),
      this.wishlists.count(row.id),
    ])
    const rows = await this.rails.dealsByIds(ids, visibilityAt(brand, now))
    return {
      ...base,
      id: row.id,
      deals: cardsInOrder(rows, ids, brand),
      quantity,
      nomore: isNoMore(ids.length, WISHLIST_PAGE_SIZE),
    }
  }

  /** Every deal id on the list, for the hearts on deal cards. */
  async flags(row: WishlistRow | null): Promise<WishlistFlagsResponse> {
    if (!row) return { id: null, dealIds: [] }
    return { id: row.id, dealIds: await this.wishlists.dealIds(row.id, WISHLIST_MAX_DEALS, 0) }
  }

  /** Adds a deal this brand sells to `row`, or to a list created now (§4 'created on first
   * add'): the customer's own when signed in. CONFLICT when the list is full. */
  async add(
    brand: Brand,
    row: WishlistRow | null,
    caller: WishlistCaller,
    dealId: number,
    now: Date,
  ): Promise<WishlistRow> {
    if (!(await this.deals.dealVisible(dealId, brand.countryCode, brand.id))) {
      throw new DomainError('NOT_FOUND', `No deal ${dealId}`)
    }
    const at = now.toISOString()
    const list = row ?? (await this.wishlists.create(newWishlistId(), caller.userId, at))
    if (!(await this.wishlists.add(list.id, dealId, WISHLIST_MAX_DEALS, at))) {
      throw new DomainError('CONFLICT', `A wishlist keeps at most ${WISHLIST_MAX_DEALS} deals`)
    }
    return list
  }

  remove(row: WishlistRow, dealId: number, now: Date): Promise<void> {
    return this.wishlists.remove(row.id, dealId, now.toISOString())
  }

  clear(row: WishlistRow, now: Date): Promise<void> {
    return this.wishlists.clear(row.id, now.toISOString())
  }

  /** §3 'op: merge, path: /customerToken': the anonymous list `anonymousId` joins the
   * customer's (which it becomes when they have none). Merging a customer's own list, or one
   * already merged, changes nothing. Answers the customer's list. */
  async merge(anonymousId: string, userId: number, now: Date): Promise<WishlistRow | null> {
    const at = now.toISOString()
    const anonymous = await this.wishlists.byId(anonymousId)
    const own = await this.wishlists.byUser(userId)
    if (!anonymous || anonymous.userId !== null) return own
    if (!own) {
      if (await this.wishlists.claim(anonymous.id, userId, at)) return { ...anonymous, userId }
      return this.merge(anonymousId, userId, now)
    }
    const [mine, theirs] = await Promise.all([
      this.wishlists.dealIds(own.id, WISHLIST_MAX_DEALS, 0),
      this.wishlists.dealIds(anonymous.id, WISHLIST_MAX_DEALS, 0),
    ])
    await this.wishlists.merge(anonymous.id, own.id, dealsToMerge(mine, theirs), at)
    return own
  }
}
