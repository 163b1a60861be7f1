import { useEffect, useState } from 'react'
import type { AdminDealRef, AdminDealRefKind } from '../../../shared/schemas/admin-deal'
import { useRead } from '../../api/swr'
import { routeUrl } from '../../api/route-url'
import { callRoute, type QueryOfRoute } from '../../api/typed-call'

/** How long typing must pause before the picker asks for suggestions. */
const SEARCH_PAUSE_MS = 200

/** The text of a chosen reference, which its datalist option fills in: 'Serenity Spa (#12)'. */
export const refText = (ref: Pick<AdminDealRef, 'id' | 'name'>) => `${ref.name} (#${ref.id})`

/** The id a picker's text names: a chosen option ('… (#12)') or a bare id ('12', '#12').
 * @example refIdOf('Serenity Spa (#12)') === '12' */
export function refIdOf(text: string): string {
  return /\(#(\d{1,15})\)\s*$/.exec(text)?.[1] ?? /^\s*#?(\d{1,15})\s*$/.exec(text)?.[1] ?? ''
}

const searchOf = (text: string) => text.replace(/\s*\(#\d*\)?\s*$/, '').trim()

type RefQuery = QueryOfRoute<'GET /admin/deal-refs'>

/** The suggestions for one query; none when the read fails. */
const loadRefs = async (query: RefQuery): Promise<AdminDealRef[]> =>
  (await callRoute('GET /admin/deal-refs', { query })).data?.data ?? []

export interface DealRefPickerProps {
  kind: AdminDealRefKind
  label: string
  /** What the box starts with: the deal's current reference, or '' for none. */
  initialText: string
  /** Narrows the suggestions: merchants and locations to a country, subcategories to a
   * category. */
  scope: { country?: string; categoryId?: string }
  /** The chosen id ('' while the text names none). */
  onPick: (id: string) => void
}

/** A text box with suggestions (`<input list>` and a `<datalist>` filled from
 * /api/v1/admin/deal-refs as the admin types): pick a merchant, location, category or
 * subcategory by name instead of knowing its id. A bare id typed in still counts. */
export function DealRefPicker({ kind, label, initialText, scope, onPick }: DealRefPickerProps) {
  const [text, setText] = useState(initialText)
  const [search, setSearch] = useState(() => searchOf(initialText))
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchOf(text)), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text])
  const query: RefQuery = { kind, q: search }
  if (scope.country === 'gb' || scope.country === 'ie') query.country = scope.country
  if (scope.categoryId) query.categoryId = scope.categoryId
  // The SWR key is the API path, as every read's is; the fetcher sends the same query.
  const key = `/api/v1${routeUrl('/admin/deal-refs', {}, query)}`
  const { data: refs } = useRead(key, () => loadRefs(query))
  const listId = `deal-ref-${kind}`
  // The datalist sits beside the label, not in it: its options' text is no part of the name.
  return (
    <>
      <label>
        {label}
        <input
          type="text"
          list={listId}
          value={text}
          autoComplete="off"
          placeholder="Type a name or an id"
          required
          pattern=".*\(#\d+\)\s*|\s*#?\d+\s*"
          title="Choose one of the suggestions"
          onChange={(event) => {
            setText(event.target.value)
            onPick(refIdOf(event.target.value))
          }}
        />
      </label>
      <datalist id={listId}>
        {(refs ?? []).map((ref) => (
          <option key={ref.id} value={refText(ref)}>
            {ref.detail}
          </option>
        ))}
      </datalist>
    </>
  )
}
