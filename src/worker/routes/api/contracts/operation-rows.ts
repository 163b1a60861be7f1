import type { ApiOperationRow } from '../../../../client/pages/admin/api-reference/api-reference-view'
import type { openApiDocument } from './openapi-document'

type Document = ReturnType<typeof openApiDocument>
type Schema = { properties?: Record<string, Schema>; anyOf?: Schema[]; items?: Schema }

const CALLERS: Record<string, string> = {
  customerSession: 'customer',
  staffSession: 'staff',
}

/** The field names of an object, of a list's items, or of every branch of a union. */
const keysOf = (schema: Schema | undefined): string[] => {
  if (schema?.properties) return Object.keys(schema.properties)
  if (schema?.items) return keysOf(schema.items)
  return [...new Set((schema?.anyOf ?? []).flatMap(keysOf))]
}

/** The reference page's rows: per operation, who calls it, the names of what it takes (path,
 * query, header, body fields) and of what it answers (the fields of `data`, or of the body). */
export function operationRows(document: Document): ApiOperationRow[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const body = op.requestBody?.content['application/json'].schema as Schema | undefined
      const [status, answer] = Object.entries(op.responses)[0]! as [
        string,
        { content?: Record<string, { schema: Schema }> },
      ]
      const [media, content] = Object.entries(answer.content ?? {})[0] ?? []
      const top = content?.schema
      const fields = top?.properties?.data ? keysOf(top.properties.data) : keysOf(top)
      const takes = [...(op.parameters ?? []).map((p) => `${p.name} (${p.in})`), ...keysOf(body)]
      return {
        area: path.split('/')[3] ?? '',
        method: method.toUpperCase(),
        path,
        caller: op.security?.map((s) => CALLERS[Object.keys(s)[0]!]).join(', ') ?? 'anyone',
        takes: takes.join(', ') || '—',
        answers:
          status === '204'
            ? '204 No Content'
            : media === 'application/json'
              ? fields.join(', ') || 'JSON'
              : (media ?? ''),
      }
    }),
  )
}
