import { respond } from '../../http/respond'
import { Hono } from 'hono'
import { AuditQuery, AuditResponse } from '../../../shared/schemas/staff'
import type { AppEnv } from '../../http/app-env'
import { validQuery } from '../../http/validate'
import { listAudit } from '../../services/staff/audit-service'

/** GET /api/v1/admin/audit?entity=&entityId=&page=: the audit log, admins only. */
export const adminAudit = new Hono<AppEnv>()

adminAudit.get('/audit', validQuery(AuditQuery), async (c) => {
  const query = c.req.valid('query')
  const { entries, nextPage } = await listAudit(c.env.DB, query)
  return respond(c, AuditResponse, { data: entries, page: query.page, nextPage })
})
