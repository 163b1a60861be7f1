import type { MouseEvent } from 'react'
import { useAtom } from '../../state/jotai'
import * as listing from '../../components/listing/listing.styles'
import { FILTER_PANEL_ID, FILTER_TOGGLE_ID, filterDrawerOpenAtom } from './filter-drawer-state'

/** Island 'filter-toggle': the 'Filters' control below lg. A link to the drawer's fragment,
 * so the drawer opens by CSS `:target` before script; hydrated, it opens it in place. */
export function FilterToggle({ activeCount }: { activeCount: number }) {
  const [open, setOpen] = useAtom(filterDrawerOpenAtom)
  const show = (event: MouseEvent) => {
    event.preventDefault()
    setOpen(true)
  }
  return (
    <a
      id={FILTER_TOGGLE_ID}
      href={`#${FILTER_PANEL_ID}`}
      className={listing.pill}
      aria-controls={FILTER_PANEL_ID}
      aria-expanded={open}
      onClick={show}
      data-testid="filter-toggle"
    >
      Filters{activeCount > 0 ? ` (${activeCount})` : ''}
    </a>
  )
}
