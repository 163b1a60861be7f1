import { describe, expect, it } from 'vitest'
import { isInMoreMenu, moreMenuTier, overflowTier, type Breakpoint } from './nav-overflow'

const ALL: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl']
const inBar = (index: number) => ALL.filter((bp) => !isInMoreMenu(index, bp))

describe('nav overflow', () => {
  it('keeps the first five items in the bar at every breakpoint', () => {
    for (const index of [0, 4]) {
      expect(overflowTier(index)).toBe(0)
      expect(inBar(index)).toEqual(ALL)
    }
  })

  it('moves the sixth and seventh items into More only at md', () => {
    expect(overflowTier(5)).toBe(1)
    expect(overflowTier(6)).toBe(1)
    expect(inBar(6)).toEqual(['xs', 'sm', 'lg', 'xl'])
  })

  it('moves the eighth to tenth items into More at md and lg', () => {
    expect(overflowTier(7)).toBe(2)
    expect(overflowTier(9)).toBe(2)
    expect(inBar(9)).toEqual(['xs', 'sm', 'xl'])
  })

  it('moves the eleventh item on into More from md up', () => {
    expect(overflowTier(10)).toBe(3)
    expect(inBar(25)).toEqual(['xs', 'sm'])
  })

  it('never uses More below md, where the bar scrolls', () => {
    expect(isInMoreMenu(40, 'xs')).toBe(false)
    expect(isInMoreMenu(40, 'sm')).toBe(false)
  })

  it('shows the More button only where some item overflows', () => {
    expect(moreMenuTier(0)).toBe(0)
    expect(moreMenuTier(5)).toBe(0)
    expect(moreMenuTier(6)).toBe(1)
    expect(moreMenuTier(8)).toBe(2)
    expect(moreMenuTier(10)).toBe(2)
    expect(moreMenuTier(11)).toBe(3)
  })

  it('agrees with the tier for every item and breakpoint', () => {
    const bands: Breakpoint[] = ['md', 'lg', 'xl']
    for (let index = 0; index < 15; index++) {
      const overflowing = bands.filter((bp) => isInMoreMenu(index, bp))
      expect(overflowing).toEqual(bands.slice(0, overflowTier(index)))
    }
  })

  it('follows other visible counts', () => {
    expect(overflowTier(2, { md: 2, lg: 3, xl: 4 })).toBe(1)
    expect(isInMoreMenu(3, 'lg', { md: 2, lg: 3, xl: 4 })).toBe(true)
  })
})
