import { describe, expect, it } from 'vitest'
import { filterTowns, findTown, pathAfterTownChange } from './town-choice'

const towns = [
  { name: 'London', shortName: 'london' },
  { name: 'Leeds', shortName: 'leeds' },
  { name: 'Bleedsworth', shortName: 'bleedsworth' },
  { name: 'Dún Laoghaire', shortName: 'dun-laoghaire' },
]

describe('findTown', () => {
  it('finds a town by its short name, ignoring case and surrounding space', () => {
    expect(findTown(' LEEDS ', towns)?.name).toBe('Leeds')
  })

  it('answers null for a name that is not one of the towns', () => {
    expect(findTown('national-deal', towns)).toBeNull()
    expect(findTown('', towns)).toBeNull()
    expect(findTown('dublin', towns)).toBeNull()
  })
})

describe('filterTowns', () => {
  it('lists every town for an empty search', () => {
    expect(filterTowns(towns, '  ')).toHaveLength(4)
  })

  it('puts names that start with the search before names that contain it', () => {
    expect(filterTowns(towns, 'lee').map((t) => t.shortName)).toEqual(['leeds', 'bleedsworth'])
  })

  it('matches without accents', () => {
    expect(filterTowns(towns, 'dun').map((t) => t.shortName)).toEqual(['dun-laoghaire'])
  })
})

describe('pathAfterTownChange', () => {
  const townShortNames = towns.map((t) => t.shortName)

  it("sends a visitor on a town's page to the chosen town's page", () => {
    expect(pathAfterTownChange({ path: '/deals/leeds', chosen: 'london', townShortNames })).toBe(
      '/deals/london',
    )
  })

  it('keeps a visitor on any other page where they are', () => {
    expect(pathAfterTownChange({ path: '/', chosen: 'leeds', townShortNames })).toBe('/')
    expect(pathAfterTownChange({ path: '/deals/shop', chosen: 'leeds', townShortNames })).toBe(
      '/deals/shop',
    )
    expect(
      pathAfterTownChange({ path: '/deals/leeds/spa', chosen: 'london', townShortNames }),
    ).toBe('/deals/leeds/spa')
  })
})
