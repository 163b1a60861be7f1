import type { D1Database, KVNamespace } from '@cloudflare/workers-types'
import {
  AdminDealFields,
  AdminProductFields,
  MAX_PRODUCT_POSITION,
  type AdminDeal,
  type AdminDealCreate,
  type AdminDealRefQuery,
  type AdminDealUpdate,
  type AdminProduct,
  type AdminProductCreate,
  type AdminProductUpdate,
} from '../../../../shared/schemas/admin-deal'
import { describeIssues, DomainError } from '../../../errors'
import { bumpPageCacheGeneration } from '../../../cache/page-cache-generation'
import { AdminDealRepository, dealFieldsOf } from '../../../storage/admin-deal-repository'
import { auditStatement } from '../../staff/audit-log'
import type { StaffUser } from '../../staff/staff-types'

/** Back-office deals: admins create and edit deals and products. Every save is one D1 batch
 * with its audit row; the catalog_version triggers (migrations/0005) retire the feed cache, and
 * the page cache's generation is bumped so cached storefront pages are re-rendered. */
export class AdminDealService {
  private readonly repo: AdminDealRepository

  constructor(
    private readonly db: D1Database,
    private readonly kv: KVNamespace,
  ) {
    this.repo = new AdminDealRepository(db)
  }

  list(q: string | undefined, page: number) {
    return this.repo.list(q, page)
  }

  /** The deal form's pickers: merchants, locations, categories or subcategories by name. */
  references(query: AdminDealRefQuery) {
    return this.repo.references(query)
  }

  async get(id: number): Promise<AdminDeal> {
    const row = await this.repo.dealRow(id)
    if (!row) throw new DomainError('NOT_FOUND', 'No such deal')
    const [products, images, names] = await Promise.all([
      this.repo.products(id),
      this.repo.images(id),
      this.repo.referenceNames(row),
    ])
    return {
      id,
      ...dealFieldsOf(row),
      currency: row.currency === 'EUR' ? 'EUR' : 'GBP',
      totalBought: Number(row.total_bought),
      names,
      products,
      images,
    }
  }

  async create(actor: StaffUser, fields: AdminDealCreate, now: Date): Promise<AdminDeal> {
    await this.checkReferences(fields)
    const id = await this.repo.nextDealId()
    await this.save([
      this.repo.insertDeal(id, fields, now.toISOString()),
      auditStatement(this.db, {
        actor,
        action: 'deal.create',
        entity: 'deal',
        entityId: String(id),
        before: null,
        after: fields,
        now,
      }),
    ])
    return this.get(id)
  }

  async update(actor: StaffUser, id: number, change: AdminDealUpdate, now: Date) {
    const row = await this.repo.dealRow(id)
    if (!row) throw new DomainError('NOT_FOUND', 'No such deal')
    const before = dealFieldsOf(row)
    const merged = AdminDealFields.safeParse({
      ...before,
      ...change,
      display: { ...before.display, ...change.display },
    })
    if (!merged.success) throw new DomainError('INVALID', describeIssues(merged.error))
    await this.checkReferences(merged.data)
    await this.save([
      this.repo.updateDeal(id, merged.data),
      auditStatement(this.db, {
        actor,
        action: 'deal.update',
        entity: 'deal',
        entityId: String(id),
        before,
        after: merged.data,
        now,
      }),
    ])
    return this.get(id)
  }

  async createProduct(actor: StaffUser, dealId: number, input: AdminProductCreate, now: Date) {
    if (!(await this.repo.dealRow(dealId))) throw new DomainError('NOT_FOUND', 'No such deal')
    const position = input.position ?? (await this.repo.nextPosition(dealId))
    if (position > MAX_PRODUCT_POSITION) {
      throw new DomainError('CONFLICT', 'No position is left after the last product')
    }
    if (await this.repo.positionTaken(dealId, position)) {
      throw new DomainError('CONFLICT', 'Another product has that position')
    }
    const fields: AdminProductFields = { ...input, position }
    const id = await this.repo.nextProductId()
    await this.save([
      this.repo.insertProduct(dealId, id, fields),
      auditStatement(this.db, {
        actor,
        action: 'deal-product.create',
        entity: 'deal-product',
        entityId: String(id),
        before: null,
        after: { dealId, ...fields },
        now,
      }),
    ])
    return (await this.repo.product(dealId, id)) as AdminProduct
  }

  async updateProduct(
    actor: StaffUser,
    dealId: number,
    productId: number,
    change: AdminProductUpdate,
    now: Date,
  ): Promise<AdminProduct> {
    const existing = await this.repo.product(dealId, productId)
    if (!existing) throw new DomainError('NOT_FOUND', 'No such product on this deal')
    const { id: _id, totalBought: _bought, ...before } = existing
    const merged = AdminProductFields.safeParse({ ...before, ...change })
    if (!merged.success) throw new DomainError('INVALID', describeIssues(merged.error))
    if (await this.repo.positionTaken(dealId, merged.data.position, productId)) {
      throw new DomainError('CONFLICT', 'Another product has that position')
    }
    await this.save([
      this.repo.updateProduct(dealId, productId, merged.data),
      auditStatement(this.db, {
        actor,
        action: 'deal-product.update',
        entity: 'deal-product',
        entityId: String(productId),
        before: { dealId, ...before },
        after: { dealId, ...merged.data },
        now,
      }),
    ])
    return (await this.repo.product(dealId, productId)) as AdminProduct
  }

  private async checkReferences(fields: AdminDealFields) {
    const missing = await this.repo.referencesExist(fields)
    if (missing) throw new DomainError('INVALID', `${missing}: no such ${missing}`)
  }

  /** The change and its audit row land together; then cached pages are retired. */
  private async save(statements: Parameters<D1Database['batch']>[0]) {
    try {
      await this.db.batch(statements)
    } catch (err) {
      throw constraintError(err)
    }
    await bumpPageCacheGeneration(this.kv)
  }
}

/** A constraint the schemas do not cover (two admins creating at once and taking the same next
 * id, a rule between columns this API does not edit) is the request's problem, not a 500. */
function constraintError(err: unknown): unknown {
  const message = err instanceof Error ? err.message : ''
  if (/UNIQUE constraint failed/i.test(message)) {
    return new DomainError('CONFLICT', 'Another save happened at the same time: please try again')
  }
  if (/(CHECK|FOREIGN KEY) constraint failed/i.test(message)) {
    return new DomainError('INVALID', 'The deal breaks a catalogue rule: check the values')
  }
  return err
}
