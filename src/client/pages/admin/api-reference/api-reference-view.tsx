import { DataTable } from '../../backoffice/data-table'
import * as s from '../deals/admin-deals.styles'

/** One `/api/v1` operation as staff read it: names only, the document has the schemas. */
export interface ApiOperationRow {
  area: string
  method: string
  path: string
  caller: string
  takes: string
  answers: string
}

const byArea = (rows: ApiOperationRow[]) => {
  const areas = new Map<string, ApiOperationRow[]>()
  for (const row of rows) areas.set(row.area, [...(areas.get(row.area) ?? []), row])
  return [...areas]
}

/** /admin/api: every API route, grouped by its first path segment. */
export function ApiReferenceView({ operations }: { operations: ApiOperationRow[] }) {
  return (
    <>
      <p className={s.row}>
        {`${operations.length} operations, generated from the schemas the routes validate and answer with. The full document (OpenAPI 3.1): `}
        <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.
      </p>
      {byArea(operations).map(([area, rows]) => (
        <section key={area} aria-labelledby={`api-area-${area}`}>
          <h2 id={`api-area-${area}`}>/{area}</h2>
          <DataTable
            head={['Method', 'Path', 'Caller', 'Takes', 'Answers']}
            empty="No operations."
            rows={rows.map((row) => [
              row.method,
              <code key="path">{row.path}</code>,
              row.caller,
              row.takes,
              row.answers,
            ])}
          />
        </section>
      ))}
    </>
  )
}
