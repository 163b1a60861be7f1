import { atom, createStore } from './jotai'
import type { BrandId } from '../../shared/config/brands'
import type { PageType } from '../../shared/domain/pageType'

/** What the server tells every island about the page, serialised once per page in
 * `<script type="application/json" id="page-state">`. Personal data stays out: cached
 * pages are shared by every anonymous visitor (DESIGN 'Caching'). */
export interface PageState {
  brandId: BrandId
  locationShortName: string
  locationName: string
  pageType: PageType
  path: string
  skin: string
}

export const pageStateAtom = atom<PageState | null>(null)

export function createPageStore(state: PageState) {
  const store = createStore()
  store.set(pageStateAtom, state)
  return store
}
