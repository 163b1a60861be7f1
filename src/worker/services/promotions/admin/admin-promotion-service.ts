import type { D1Database } from '@cloudflare/workers-types'
import type {
  AdminPromoCode,
  CreatePromoCodeRequest,
} from '../../../../shared/schemas/admin-promotions'
import { DomainError } from '../../../errors'
import {
  AdminPromotionsRepository,
  type AdminPromoCodeRow,
} from '../../../storage/admin-promotions-repository'
import { auditStatement } from '../../staff/audit-log'
import type { StaffUser } from '../../staff/staff-types'

const isConstraintError = (err: unknown) => /constraint failed/i.test(String(err))

const promoOf = (row: AdminPromoCodeRow): AdminPromoCode => ({
  ...row,
  singleUse: row.singleUse === 1,
})

/** Back-office promo codes: list with usage, create, expire now. The checkout reads the same
 * promo_codes rows (promo-repository), so a code made here works at the next checkout. */
export class AdminPromotionService {
  private readonly repo: AdminPromotionsRepository

  constructor(private readonly db: D1Database) {
    this.repo = new AdminPromotionsRepository(db)
  }

  async list(): Promise<AdminPromoCode[]> {
    return (await this.repo.list()).map(promoOf)
  }

  async create(actor: StaffUser, input: CreatePromoCodeRequest, now: Date) {
    const at = now.toISOString()
    try {
      await this.db.batch([
        this.repo.insert(input, at),
        auditStatement(this.db, {
          actor,
          action: 'promo_code.create',
          entity: 'promo_code',
          entityId: input.code,
          before: null,
          after: input,
          now,
        }),
      ])
    } catch (err) {
      if (isConstraintError(err)) {
        throw new DomainError('CONFLICT', `The code ${input.code} already exists`)
      }
      throw err
    }
    return promoOf((await this.repo.one(input.code))!)
  }

  async expire(actor: StaffUser, code: string, now: Date) {
    const row = await this.repo.one(code)
    if (!row) throw new DomainError('NOT_FOUND', 'No such promo code')
    const at = now.toISOString()
    if (row.expiresAt && row.expiresAt <= at) return promoOf(row)
    await this.db.batch([
      this.repo.expire(row.code, at),
      auditStatement(this.db, {
        actor,
        action: 'promo_code.expire',
        entity: 'promo_code',
        entityId: row.code,
        before: { expiresAt: row.expiresAt },
        after: { expiresAt: at },
        now,
      }),
    ])
    return promoOf({ ...row, expiresAt: at })
  }
}
