import type { D1Database } from '@cloudflare/workers-types'
import type { AuditEntry } from '../../../shared/schemas/staff'
import { AuditRepository } from '../../storage/audit-repository'

const AUDIT_PAGE_SIZE = 50

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text))

/** Reads the audit log for admins, newest first, 50 a page. */
export async function listAudit(
  db: D1Database,
  query: { entity?: string; entityId?: string; page: number },
): Promise<{ entries: AuditEntry[]; nextPage: number | null }> {
  const rows = await new AuditRepository(db).list({
    entity: query.entity,
    entityId: query.entityId,
    limit: AUDIT_PAGE_SIZE + 1,
    offset: (query.page - 1) * AUDIT_PAGE_SIZE,
  })
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
      id: row.id,
      actor: { id: row.actorId, role: row.actorRole, email: row.actorEmail },
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: parsed(row.beforeJson),
      after: parsed(row.afterJson),
      createdAt: row.createdAt,
    })),
    nextPage: rows.length > AUDIT_PAGE_SIZE ? query.page + 1 : null,
  }
}
