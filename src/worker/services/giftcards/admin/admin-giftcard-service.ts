import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { addMonths } from '../../../../shared/domain/dates'
import {
  GIFT_CARD_VALID_MONTHS,
  normaliseCode,
} from '../../../../shared/domain/wallet/wallet-rules'
import type {
  AdminCampaign,
  AdminGiftCard,
  CreateCampaignRequest,
  IssueGiftCardsRequest,
} from '../../../../shared/schemas/admin-promotions'
import { DomainError } from '../../../errors'
import { AdminGiftCardsRepository } from '../../../storage/admin-giftcards-repository'
import { newGiftClaimCode } from '../gift-claim-codes'
import { auditStatement } from '../../staff/audit-log'
import type { StaffUser } from '../../staff/staff-types'
import { codeHash } from '../../wallet/code-hash'

const isConstraintError = (err: unknown) => /constraint failed/i.test(String(err))

/** Gift cards and credit-claim campaigns: create, limit, expire, see usage. Gift
 * card codes are made and hashed exactly as GiftCardService.issue does, so the storefront's
 * redeem finds them; the codes leave the worker once, in the batch's response. */
export class AdminGiftCardService {
  private readonly repo: AdminGiftCardsRepository

  constructor(private readonly db: D1Database) {
    this.repo = new AdminGiftCardsRepository(db)
  }

  giftCards(): Promise<AdminGiftCard[]> {
    return this.repo.giftCards()
  }

  async issue(actor: StaffUser, input: IssueGiftCardsRequest, now: Date) {
    const issuedAt = now.toISOString()
    const expiresAt = addMonths(issuedAt, GIFT_CARD_VALID_MONTHS)
    const codes = Array.from({ length: input.count }, () => `GIFT-${newGiftClaimCode()}`)
    const inserts = await Promise.all(
      codes.map(async (code) =>
        this.repo.insertGiftCard({
          codeHash: await codeHash(normaliseCode(code)!),
          last4: code.slice(-4),
          amount: input.amount,
          currency: input.currency,
          issuedAt,
          expiresAt,
        }),
      ),
    )
    await this.db.batch([
      ...inserts,
      auditStatement(this.db, {
        actor,
        action: 'gift_card.issue',
        entity: 'gift_card_batch',
        entityId: issuedAt,
        before: null,
        // Never the codes: the audit log is read by more people than the batch's issuer.
        after: { ...input, last4: codes.map((code) => code.slice(-4)), expiresAt },
        now,
      }),
    ])
    return { codes, amount: input.amount, currency: input.currency, expiresAt }
  }

  async expireGiftCard(actor: StaffUser, id: number, now: Date) {
    const card = await this.repo.giftCard(id)
    if (!card) throw new DomainError('NOT_FOUND', 'No such gift card')
    if (card.redeemedAt) throw new DomainError('CONFLICT', 'This gift card is already redeemed')
    const at = now.toISOString()
    if (card.expiresAt > at) {
      await this.db.batch([
        this.repo.expireGiftCard(id, at),
        auditStatement(this.db, {
          actor,
          action: 'gift_card.expire',
          entity: 'gift_card',
          entityId: String(id),
          before: { expiresAt: card.expiresAt },
          after: { expiresAt: at },
          now,
        }),
      ])
    }
    return { id, expiresAt: card.expiresAt > at ? at : card.expiresAt }
  }

  campaigns(): Promise<AdminCampaign[]> {
    return this.repo.campaigns()
  }

  async createCampaign(actor: StaffUser, input: CreateCampaignRequest, now: Date) {
    await this.change(
      [this.repo.insertCampaign(input)],
      actor,
      'campaign.create',
      input.code,
      null,
      input,
      now,
      `The campaign ${input.code} already exists`,
    )
    return (await this.repo.campaign(input.code))!
  }

  async limitCampaign(actor: StaffUser, code: string, maxClaims: number, now: Date) {
    const before = await this.campaign(code)
    await this.change(
      [this.repo.limitCampaign(code, maxClaims)],
      actor,
      'campaign.limit',
      code,
      { maxClaims: before.maxClaims },
      { maxClaims },
      now,
      `${before.claims} customers have already claimed; the limit cannot be lower`,
    )
    return (await this.repo.campaign(code))!
  }

  async expireCampaign(actor: StaffUser, code: string, now: Date) {
    const before = await this.campaign(code)
    const at = now.toISOString()
    if (before.expiresAt > at) {
      await this.change(
        [this.repo.expireCampaign(code, at)],
        actor,
        'campaign.expire',
        code,
        { expiresAt: before.expiresAt },
        { expiresAt: at },
        now,
        'The campaign could not be expired',
      )
    }
    return (await this.repo.campaign(code))!
  }

  private async campaign(code: string) {
    const row = /^\d{1,20}$/.test(code) ? await this.repo.campaign(code) : null
    if (!row) throw new DomainError('NOT_FOUND', 'No such campaign')
    return row
  }

  private async change(
    statements: D1PreparedStatement[],
    actor: StaffUser,
    action: string,
    entityId: string,
    before: unknown,
    after: unknown,
    now: Date,
    conflict: string,
  ) {
    try {
      await this.db.batch([
        ...statements,
        auditStatement(this.db, {
          actor,
          action,
          entity: 'credit_campaign',
          entityId,
          before,
          after,
          now,
        }),
      ])
    } catch (err) {
      if (isConstraintError(err)) throw new DomainError('CONFLICT', conflict)
      throw err
    }
  }
}
