import type { AuditEntry } from '../../../../shared/schemas/staff'
import { changedFields } from '../../../../shared/domain/staff/audit-changes'
import { DataTable } from '../../backoffice/data-table'
import * as s from '../deals/admin-deals.styles'

export interface AdminAuditViewProps {
  entries: AuditEntry[]
  entity: string
  entityId: string
  page: number
  nextPage: number | null
}

const pageHref = (entity: string, entityId: string, page: number) =>
  `/admin/audit?${new URLSearchParams({
    ...(entity ? { entity } : {}),
    ...(entityId ? { entityId } : {}),
    page: String(page),
  })}`

/** '2026-11-27 14:05 UTC': staff in both countries read one clock. */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`

/** /admin/audit: every back-office change, newest first (GET /api/v1/admin/audit's entries),
 * filtered by what was changed; a plain GET form, so it works without script. */
export function AdminAuditView({ entries, entity, entityId, page, nextPage }: AdminAuditViewProps) {
  return (
    <>
      <form method="get" action="/admin/audit" role="search" className={s.row}>
        <label>
          What (e.g. deal, promo_code) <input type="search" name="entity" defaultValue={entity} />
        </label>
        <label>
          Its id <input type="search" name="entityId" defaultValue={entityId} />
        </label>
        <button type="submit">Filter</button>
      </form>
      <DataTable
        head={['When', 'Who', 'Action', 'What', 'Changed']}
        empty="No changes recorded."
        rows={entries.map((entry) => [
          <time key="when" dateTime={entry.createdAt}>
            {when(entry.createdAt)}
          </time>,
          entry.actor.email ?? `${entry.actor.role} #${entry.actor.id}`,
          entry.action,
          entry.entity === 'deal' ? (
            <a key="what" href={`/admin/deals/${entry.entityId}`}>
              deal {entry.entityId}
            </a>
          ) : (
            `${entry.entity} ${entry.entityId}`
          ),
          changedFields(entry.before, entry.after).join(', '),
        ])}
      />
      <p className={s.row}>
        {page > 1 ? <a href={pageHref(entity, entityId, page - 1)}>Newer</a> : null}
        {nextPage ? <a href={pageHref(entity, entityId, nextPage)}>Older</a> : null}
      </p>
    </>
  )
}
