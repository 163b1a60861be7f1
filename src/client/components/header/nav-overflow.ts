import { MORE_MENU_VISIBLE_COUNT } from '../../../shared/config/constants'

/** How many nav items the bar shows before 'More +' takes the rest, per breakpoint
 * (storefront §2: "Visible counts: lg 7, md 5, xl 10"). Counts must not shrink as the
 * screen grows, so an item that overflows at one breakpoint overflows at all smaller ones. */
export interface VisibleCounts {
  md: number
  lg: number
  xl: number
}

export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl'

/** 0: always in the bar; 1: in 'More +' at md only; 2: at md and lg; 3: at md and up.
 * Below md nothing overflows: the bar scrolls sideways instead. */
export type OverflowTier = 0 | 1 | 2 | 3

/** The tier of the item at `index`, so CSS alone can place it per breakpoint and the SSR
 * HTML is right before any script runs.
 * @example overflowTier(5) === 1 // 6th item: in More at md, back in the bar from lg */
export function overflowTier(
  index: number,
  counts: VisibleCounts = MORE_MENU_VISIBLE_COUNT,
): OverflowTier {
  return ((index >= counts.md ? 1 : 0) +
    (index >= counts.lg ? 1 : 0) +
    (index >= counts.xl ? 1 : 0)) as OverflowTier
}

/** Whether the item at `index` sits in the 'More +' list (rather than the bar) at `breakpoint`.
 * @example isInMoreMenu(7, 'lg') === true; isInMoreMenu(7, 'xl') === false */
export function isInMoreMenu(
  index: number,
  breakpoint: Breakpoint,
  counts: VisibleCounts = MORE_MENU_VISIBLE_COUNT,
): boolean {
  if (breakpoint === 'xs' || breakpoint === 'sm') return false
  return index >= counts[breakpoint]
}

/** Where the 'More +' button shows: wherever the last item overflows, since overflow grows
 * from the end of the list. 0 means never (everything fits).
 * @example moreMenuTier(8) === 2 // 8 items: More at md and lg, not at xl */
export function moreMenuTier(
  itemCount: number,
  counts: VisibleCounts = MORE_MENU_VISIBLE_COUNT,
): OverflowTier {
  return itemCount === 0 ? 0 : overflowTier(itemCount - 1, counts)
}
