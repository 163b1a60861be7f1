import { atom } from '../../state/jotai'

/** Whether the phone-sized filter drawer is open: shared by the 'filter-toggle' island in the
 * toolbar and the 'filter-panel' island it opens (islands hydrate into one store). */
export const filterDrawerOpenAtom = atom(false)

export const FILTER_PANEL_ID = 'listing-filters'
export const FILTER_TOGGLE_ID = 'listing-filters-toggle'
