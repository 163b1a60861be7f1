import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { AuditRepository } from '../../storage/audit-repository'
import type { StaffUser } from './staff-types'

export interface AuditEntry {
  actor: StaffUser
  /** What was done, e.g. 'voucher.redeem'. */
  action: string
  /** The kind of thing changed, e.g. 'voucher'. */
  entity: string
  entityId: string
  before: unknown
  after: unknown
  now: Date
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value))

/** The audit row of one back-office change (who, when, what, before and after), as a
 * statement to put in the SAME `db.batch` as the change: both land or neither does.
 * @example db.batch([...changeStatements, auditStatement(db, { actor, action: 'voucher.redeem', entity: 'voucher', entityId: '42', before, after, now })]) */
export function auditStatement(db: D1Database, entry: AuditEntry): D1PreparedStatement {
  return new AuditRepository(db).insertStatement({
    actorId: entry.actor.id,
    actorRole: entry.actor.role,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    beforeJson: json(entry.before),
    afterJson: json(entry.after),
    createdAt: entry.now.toISOString(),
  })
}
