import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

export interface NewAuditRow {
  actorId: number
  actorRole: string
  action: string
  entity: string
  entityId: string
  beforeJson: string | null
  afterJson: string | null
  createdAt: string
}

export interface AuditRow {
  id: number
  actorId: number
  actorRole: string
  actorEmail: string | null
  action: string
  entity: string
  entityId: string
  beforeJson: string | null
  afterJson: string | null
  createdAt: string
}

export interface AuditFilter {
  entity?: string
  entityId?: string
  limit: number
  offset: number
}

/** audit_log (migrations/0025): written only inside the batch of the change it records. */
export class AuditRepository {
  constructor(private readonly db: D1Database) {}

  insertStatement(row: NewAuditRow): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO audit_log (actor_id, actor_role, action, entity, entity_id, before_json,
           after_json, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        row.actorId,
        row.actorRole,
        row.action,
        row.entity,
        row.entityId,
        row.beforeJson,
        row.afterJson,
        row.createdAt,
      )
  }

  /** Newest first; `limit + 1` rows tell the caller whether another page follows. */
  async list(filter: AuditFilter): Promise<AuditRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT a.id, a.actor_id AS actorId, a.actor_role AS actorRole, u.email AS actorEmail,
           a.action, a.entity, a.entity_id AS entityId, a.before_json AS beforeJson,
           a.after_json AS afterJson, a.created_at AS createdAt
         FROM audit_log a LEFT JOIN staff_users u ON u.id = a.actor_id
         WHERE (?1 IS NULL OR a.entity = ?1) AND (?2 IS NULL OR a.entity_id = ?2)
         ORDER BY a.id DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(filter.entity ?? null, filter.entityId ?? null, filter.limit, filter.offset)
      .all<AuditRow>()
    return results
  }
}
