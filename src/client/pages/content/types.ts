import type { ReactNode } from 'react'
import type { Brand } from '../../../shared/config/brands'

/** Every static page carries the same revision date; bump both when the copy changes. */
export const LAST_UPDATED = '1 November 2026'
export const LAST_UPDATED_ISO = '2026-11-01'

export interface ContentSection {
  /** Also the table-of-contents entry; the anchor id is its slug. */
  heading: string
  body: ReactNode
}

/** One page under /page/ (or /discountcodes, /editorial-team): brand-neutral title and
 * description for the head, and copy written per brand so a shared page never names the
 * wrong brand, currency, regulator or law. */
export interface StaticPageContent {
  path: string
  title: string
  description: string
  /** Small label above the title. */
  kind: 'Legal' | 'Help' | 'Company' | 'Offers'
  /** A boxed note above the sections, e.g. pointing Irish visitors at the Irish policy. */
  notice?: (brand: Brand) => ReactNode
  intro: (brand: Brand) => ReactNode
  sections: (brand: Brand) => ContentSection[]
}
