import { describe, expect, it } from 'vitest'
import {
  COLLECTION_HOURS_TEXT,
  COLLECTION_POINTS,
  collectionPointFor,
  collectionPointText,
  isCollectionPointOpen,
} from './click-and-collect'

describe('isCollectionPointOpen', () => {
  it.each([
    ['Friday 8:59am', '2026-11-20T08:59:00Z', false],
    ['Friday 9am', '2026-11-20T09:00:00Z', true],
    ['Friday 4:59pm', '2026-11-20T16:59:00Z', true],
    ['Friday 5pm', '2026-11-20T17:00:00Z', false],
    ['Saturday noon', '2026-11-21T12:00:00Z', false],
    ['a June Monday at 8:30 UTC, 9:30 BST', '2026-06-15T08:30:00Z', true],
    ['a June Monday at 16:30 UTC, 5:30pm BST', '2026-06-15T16:30:00Z', false],
  ])('is open on %s: %s', (_name, now, open) => {
    expect(isCollectionPointOpen(new Date(now))).toBe(open)
  })

  it('states the hours as the spec gives them', () => {
    expect(COLLECTION_HOURS_TEXT).toBe('Monday to Friday, 9am to 5pm')
  })
})

describe('collectionPointFor', () => {
  it('is one point per site, in its one city', () => {
    expect(collectionPointFor('gb').town).toBe('London')
    expect(collectionPointFor('ie').town).toBe('Dublin')
  })

  it('writes the point as one line, skipping an empty line2', () => {
    expect(collectionPointText({ ...COLLECTION_POINTS.ie, line2: null })).toBe(
      'Click and Collect Point, Unit 2 East Wall Business Park, Dublin, D03 X2Y7',
    )
  })
})
