import { css } from '@linaria/core'
import { useEffect, useRef, useState } from 'react'
import type { QueryPairs } from '../../components/listing/listing-url'

export interface SortFormProps {
  path: string
  /** `orderBy` on listings; search sorts with `sort`, whose default is relevance (§7). */
  name: 'orderBy' | 'sort'
  hidden: QueryPairs
  value: string
  /** §5 sort options with their labels (SORT_LABELS, passed in so zod stays on the server). */
  options: { value: string; label: string }[]
}

const form = css`
  display: flex;
  align-items: center;
  gap: 8px;
  label {
    color: var(--color-muted-text);
    font-size: 15px;
  }
  /* Beside 'Filters' on a phone the select says enough; screen readers still get the label. */
  @media (max-width: 575.98px) {
    label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
  select {
    min-height: 40px;
    padding: 6px 10px;
    border: 1px solid var(--color-border);
    border-radius: 8px;
    background: var(--color-surface);
  }
  button {
    min-height: 40px;
    padding: 6px 14px;
    border: 1px solid var(--color-border);
    border-radius: 8px;
    background: var(--color-surface);
    font-weight: 600;
  }
  /* A browser that runs script submits on change, so the button goes there from the first paint;
     removing it only at hydration moved the toolbar (and, on a phone, the main deal under it:
     CLS 0.13). Without script it stays and submits the form. */
  @media (scripting: enabled) {
    button {
      display: none;
    }
  }
`

/** Island 'sort-form': a GET form with `orderBy` that keeps the rest of the query. Without
 * script its 'Sort' button submits it; with script a change submits at once and the button is
 * hidden by CSS from the start, then dropped at hydration (a select that navigates on change is expected here, and the list it changes is the
 * page's main content). */
export function SortForm({ path, name, hidden, value, options }: SortFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])

  return (
    <form ref={formRef} action={path} method="get" className={form}>
      {hidden.map(([name, v]) => (
        <input key={`${name}=${v}`} type="hidden" name={name} value={v} />
      ))}
      <label htmlFor="listing-sort">Sort by</label>
      <select
        id="listing-sort"
        name={name}
        defaultValue={value}
        onChange={() => formRef.current?.requestSubmit()}
        data-testid="sort-select"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {enhanced ? null : <button type="submit">Sort</button>}
    </form>
  )
}
