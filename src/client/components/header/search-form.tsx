import { Island } from '../../islands/island'
import { SearchAutocomplete } from '../../islands/discovery/search-autocomplete'
import { searchSlot } from '../../islands/discovery/search-autocomplete.styles'

/** The site search: a plain GET form to /search with `q` that works before (and without) any
 * script; hydrated as the 'search-autocomplete' island it suggests as you type. */
export function SearchForm({ id, defaultValue }: { id: string; defaultValue?: string }) {
  return (
    <Island
      name="search-autocomplete"
      component={SearchAutocomplete}
      props={defaultValue ? { id, defaultValue } : { id }}
      className={searchSlot}
    />
  )
}
