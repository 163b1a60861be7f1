import { css } from '@linaria/core'
import { visuallyHidden } from '../../../themes/global-styles'
import { SearchIcon } from './icons'

const form = css`
  display: flex;
  flex: 1;
  min-width: 0;
  input {
    flex: 1;
    min-width: 0;
    height: 42px;
    padding: 0 14px;
    border: 1px solid var(--color-border);
    border-right: 0;
    border-radius: 21px 0 0 21px;
    background: var(--color-surface);
    color: var(--color-text);
  }
  input::placeholder {
    color: var(--color-muted-text);
  }
  button {
    display: flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 48px;
    height: 42px;
    border: 0;
    border-radius: 0 21px 21px 0;
    background: var(--color-primary);
    color: var(--color-primary-text);
  }
`

/** A plain GET form to /search with `q`: works before (and without) any script. */
export function SearchForm({ id, defaultValue }: { id: string; defaultValue?: string }) {
  return (
    <form role="search" action="/search" method="get" className={form}>
      <label htmlFor={id} className={visuallyHidden}>
        Search deals
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder="Search deals, places and experiences"
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  )
}
