export interface TownOption {
  name: string
  shortName: string
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()

/** The brand town a visitor asked for by short name, or null: only a town of the visitor's
 * brand may become the `location` cookie (storefront §3 'Location'); national, travel and
 * other pseudo-locations are feeds, not places to live.
 * @example findTown(' Leeds ', [{ name: 'Leeds', shortName: 'leeds' }])?.shortName === 'leeds' */
export function findTown<T extends TownOption>(wanted: string, towns: readonly T[]): T | null {
  const key = normalise(wanted)
  if (key === '') return null
  return towns.find((town) => normalise(town.shortName) === key) ?? null
}

/** Towns whose name matches what the visitor typed in the chooser's search box: names that
 * start with it first, then names that contain it, each group in the given order.
 * @example filterTowns([{ name: 'Leeds' }, { name: 'Bleeds' }], 'lee').map((t) => t.name) // ['Leeds', 'Bleeds'] */
export function filterTowns<T extends { name: string }>(towns: readonly T[], query: string): T[] {
  const wanted = normalise(query)
  if (wanted === '') return [...towns]
  const starts = towns.filter((town) => normalise(town.name).startsWith(wanted))
  const contains = towns.filter(
    (town) => !normalise(town.name).startsWith(wanted) && normalise(town.name).includes(wanted),
  )
  return [...starts, ...contains]
}

/** Where a visitor goes after choosing a town: from a town's own page (/deals/{town}) to the
 * chosen town's page, from anywhere else back to the same page, which then follows the new town.
 * @example pathAfterTownChange({ path: '/deals/leeds', chosen: 'york', townShortNames: ['leeds', 'york'] }) === '/deals/york' */
export function pathAfterTownChange(input: {
  path: string
  chosen: string
  townShortNames: readonly string[]
}): string {
  const match = /^\/deals\/([^/]+)\/?$/.exec(input.path)
  const current = match?.[1]?.toLowerCase()
  return current && input.townShortNames.includes(current) ? `/deals/${input.chosen}` : input.path
}
