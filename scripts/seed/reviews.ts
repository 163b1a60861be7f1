import type { CountryCode } from '../../src/shared/schemas/location'
import { isoAt } from './dates'
import type { Prng } from './prng'
import { TableRows } from './sql'

const FIRST_NAMES: Record<CountryCode, readonly string[]> = {
  gb: [
    'Olivia',
    'Amelia',
    'Isla',
    'Ava',
    'Sophie',
    'Emily',
    'Grace',
    'Jack',
    'Oliver',
    'Harry',
    'George',
    'Noah',
    'Charlie',
    'Priya',
    'Mohammed',
    'Chloe',
    'Hannah',
    'Tom',
    'Rhys',
    'Fiona',
  ],
  ie: [
    'Aoife',
    'Saoirse',
    'Niamh',
    'Ciara',
    'Sinéad',
    'Emma',
    'Róisín',
    'Seán',
    'Conor',
    'Cian',
    'Darragh',
    'Oisín',
    'Patrick',
    'Eoin',
    'Orla',
    'Méabh',
    'Declan',
    'Aisling',
  ],
}

const BODIES: Record<'great' | 'good' | 'poor', readonly string[]> = {
  great: [
    'Absolutely brilliant, would definitely book again.',
    'Staff were so friendly and nothing was too much trouble.',
    'Fantastic value for money. Highly recommend!',
    "Bought this as a gift and they loved it. Can't fault it.",
    'Easy to book and a lovely experience from start to finish.',
    'Exceeded our expectations, a real treat.',
  ],
  good: [
    'Really nice overall, booking took a little while to get through.',
    'Good value, though it was busy on the day.',
    'Enjoyed it, would go again if another deal comes up.',
  ],
  poor: [
    'Hard to get a booking date, but the experience itself was fine.',
    'Not quite as described, expected a bit more for the price.',
  ],
}

export const reviewTable = () =>
  new TableRows('deal_reviews', [
    'id',
    'deal_id',
    'rating',
    'author_first_name',
    'body',
    'created_at',
  ])
export type ReviewTable = ReturnType<typeof reviewTable>

/** Reviews skewed towards 4 and 5 stars, as on real marketplaces; dated between the deal
 * opening and `today`. */
export function addReviews(
  rng: Prng,
  table: ReviewTable,
  dealId: number,
  country: CountryCode,
  count: number,
  today: string,
  daysOpen: number,
): void {
  for (let i = 0; i < count; i++) {
    const rating = rng.weighted([5, 4, 3, 2, 1], [55, 28, 10, 4, 3])
    const bucket = rating >= 5 ? 'great' : rating >= 3 ? 'good' : 'poor'
    table.add({
      id: table.size + 1,
      deal_id: dealId,
      rating,
      author_first_name: rng.pick(FIRST_NAMES[country]),
      body: rng.pick(BODIES[bucket]),
      created_at: isoAt(today, -rng.int(0, Math.max(0, daysOpen)) - rng.int(1, 23) / 24),
    })
  }
}
