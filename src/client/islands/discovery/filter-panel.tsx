import { useLayoutEffect, useRef, type MouseEvent } from 'react'
import type { FacetedNavigation } from '../../../shared/schemas/feed'
import { ActiveFilters, FacetGroups } from '../../components/listing/facet-list'
import type { ActiveFilter } from '../../components/listing/filter-labels'
import { PriceFilter, type PriceFilterProps } from '../../components/listing/price-filter'
import * as s from '../../components/listing/filter-panel.styles'
import { visuallyHidden } from '../../../themes/global-styles'
import { useAtom } from '../../state/jotai'
import { FILTER_PANEL_ID, FILTER_TOGGLE_ID, filterDrawerOpenAtom } from './filter-drawer-state'

export interface FilterPanelProps {
  groups: FacetedNavigation['navigations']
  filters: ActiveFilter[]
  price: Omit<PriceFilterProps, 'idPrefix'> | null
  /** The listing without any filter, offered when more than one is in force. */
  clearHref?: string
  /** The §6 VIP toggle: the listing with `?vip=true`, or without it when on. */
  vip?: { href: string; active: boolean }
}

const PANEL_ID = FILTER_PANEL_ID
const toggle = () => document.getElementById(FILTER_TOGGLE_ID)

/** Island 'filter-panel': the faceted navigation. From lg a sidebar; below it a drawer opened
 * by the 'filter-toggle' island. Toggle and close are links to fragment targets, so the
 * drawer opens with CSS `:target` before (or without) script; the island adds Escape to
 * close and moves focus into the drawer and back. */
export function FilterPanel({ groups, filters, price, clearHref, vip }: FilterPanelProps) {
  const [open, setOpen] = useAtom(filterDrawerOpenAtom)
  const closeRef = useRef<HTMLAnchorElement>(null)

  // A layout effect: the drawer answers Escape and takes focus before it is first painted open,
  // whatever scheduled the update (the toggle is another island), so no key pressed at once is
  // lost.
  useLayoutEffect(() => {
    if (!open) return
    closeRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle()?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, setOpen])

  const hide = (event: MouseEvent) => {
    event.preventDefault()
    setOpen(false)
    toggle()?.focus()
  }

  return (
    <>
      <aside
        id={PANEL_ID}
        className={s.panel}
        data-open={open}
        aria-labelledby={`${PANEL_ID}-heading`}
      >
        <div className={s.panelHead}>
          <h2 id={`${PANEL_ID}-heading`}>Filter deals</h2>
          <a ref={closeRef} href="#" onClick={hide}>
            Done
          </a>
        </div>
        <ActiveFilters filters={filters} clearHref={clearHref} />
        {vip ? (
          <div className={s.group}>
            <a href={vip.href} className={s.vipToggle} data-active={vip.active}>
              VIP deals only
              <span className={visuallyHidden}>{vip.active ? ' (on)' : ' (off)'}</span>
            </a>
          </div>
        ) : null}
        <FacetGroups groups={groups} />
        {price ? <PriceFilter {...price} idPrefix={PANEL_ID} /> : null}
      </aside>
      <a href="#" className={s.backdrop} onClick={hide} tabIndex={-1} aria-hidden="true" />
    </>
  )
}
