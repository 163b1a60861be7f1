import type { D1Database } from '@cloudflare/workers-types'
import { deletionCompleteBy } from '../../../shared/domain/account/anonymise'
import { ACCOUNT_MESSAGES } from '../../../shared/domain/account/registration-validation'
import type { AccountStatus } from '../../../shared/schemas/profile'
import { DomainError } from '../../errors'
import { AccountDeletionRepository } from '../../storage/account-deletion-repository'
import type { SessionUser } from './session-user'
import { AccountRepository } from '../../storage/account-repository'
import { hashCustomerToken } from '../security/customer-token'
import { verifyPassword } from '../security/password-hash'
import { clock } from '../../clock'

const WRONG_PASSWORD_MESSAGE = 'The password is not correct'
// The job's batch size: one cron run finishes at most this many deletions; at one run every
// 15 minutes that is far beyond any real rate of requests.
const DELETIONS_PER_RUN = 100

/** §4 'Account deletion: initiated, then full deletion within 24 hours'. The request anonymises
 * the account at once; completeDeletions (the cron) removes the rest. Owns account_deletions. */
export class AccountDeletionService {
  private readonly repo: AccountDeletionRepository
  private readonly users: AccountRepository

  constructor(
    db: D1Database,
    private readonly now: () => Date = () => clock.now(),
  ) {
    this.repo = new AccountDeletionRepository(db)
    this.users = new AccountRepository(db)
  }

  /** Starts the deletion. An account with a password confirms with it, so a session left open
   * on a shared computer cannot delete it. */
  async request(user: SessionUser, password: string | undefined) {
    const row = user.hasPassword ? await this.users.findUserById(user.id) : null
    if (row?.passwordHash && row.passwordSalt && row.passwordIterations) {
      if (!password) throw new DomainError('INVALID', `password: ${ACCOUNT_MESSAGES.required}`)
      const matches = await verifyPassword(password, {
        hash: row.passwordHash,
        salt: row.passwordSalt,
        iterations: row.passwordIterations,
      })
      if (!matches) throw new DomainError('FORBIDDEN', WRONG_PASSWORD_MESSAGE)
    }
    const now = this.now()
    await this.repo.requestDeletion(user.id, user.email, now.toISOString())
    return {
      status: 'DELETION_REQUESTED' as const,
      completeBy: deletionCompleteBy(now).toISOString(),
    }
  }

  /** The account state behind a session token: ACTIVE while the session works,
   * DELETION_REQUESTED when a deletion revoked it, null for anything else. */
  async statusForToken(token: string): Promise<AccountStatus | null> {
    if (!token) return null
    const state = await this.repo.stateForSession(await hashCustomerToken(token))
    if (!state || state.deletedAt) return null
    if (state.deletionRequestedAt) return 'DELETION_REQUESTED'
    const live = !state.revokedAt && state.expiresAt > this.now().toISOString()
    return live ? 'ACTIVE' : null
  }

  /** Finishes every deletion requested up to now; returns how many. */
  async completeDeletions(): Promise<number> {
    const now = this.now().toISOString()
    const pending = await this.repo.pendingDeletions(now, DELETIONS_PER_RUN)
    for (const deletion of pending) await this.repo.completeDeletion(deletion, now)
    return pending.length
  }
}
