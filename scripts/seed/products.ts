import type { ProductDisplayType } from '../../src/shared/schemas/deal'
import type { OptionKind } from './deal-copy'
import type { Prng } from './prng'

/** One option a deal sells, before pricing. */
export interface ProductSpec {
  title: string
  /** Price relative to the deal's base price. */
  multiplier: number
  numberOfNights: number | null
  rowId: number | null
  columnId: number | null
  /** A stay's parts, titled once the deal's per-person or per-room pricing is known
   * (stayProductTitle); null for anything else. */
  stay: StayTitle | null
}

/** What a stay product's title says: its nights (null: priced per night), room and board. */
export interface StayTitle {
  nights: number | null
  room: string
  board: string | null
}

/** A stay product's title, in the words of how its price is charged: a room for two
 * ('7 Nights for 2 – Classic Room') or one guest's share of a room for two on a per-person deal
 * ('7 Nights per Person – Classic Room, two sharing'); a room priced per night says so.
 * @example stayProductTitle({ nights: 7, room: 'Classic Room', board: null }, false) === '7 Nights for 2 – Classic Room' */
export function stayProductTitle(stay: StayTitle, pricePerPerson: boolean): string {
  const length =
    stay.nights === null ? 'Per Night' : `${stay.nights} ${stay.nights === 1 ? 'Night' : 'Nights'}`
  const unit = pricePerPerson ? `${length} per Person` : `${length} for 2`
  const room = stay.board ? `${stay.room}, ${stay.board}` : stay.room
  return `${unit} – ${room}${pricePerPerson ? ', two sharing' : ''}`
}

type Option = [title: string, multiplier: number]

const OPTIONS: Record<Exclude<OptionKind, 'colour-size' | 'nights'>, Option[]> = {
  people: [
    ['For 2 People', 1],
    ['For 1 Person', 0.6],
    ['For 4 People', 1.9],
    ['For 6 People', 2.7],
  ],
  sessions: [
    ['1 Session', 1],
    ['3 Sessions', 2.6],
    ['6 Sessions', 4.8],
    ['10 Sessions', 7.5],
  ],
  areas: [
    ['Small Area', 1],
    ['Medium Area', 1.5],
    ['Large Area', 2.1],
    ['Full Body', 3.2],
  ],
  pack: [
    ['Single', 1],
    ['Twin Pack', 1.8],
    ['Family Pack', 3.3],
    ['Gift Pack', 1.15],
  ],
}

const NO_AXES = { rowId: null, columnId: null } as const

const COLOURS = ['Black', 'White', 'Navy', 'Grey', 'Rose Gold', 'Silver', 'Forest Green']
const SIZES = ['S', 'M', 'L', 'XL']
const ROOMS: Option[] = [
  ['Classic Room', 1],
  ['Superior Room', 1.2],
  ['Suite', 1.55],
]
const NIGHTS = [1, 2, 3, 4, 5, 7, 10, 14]
// A room priced per night is sold room only or with board, the board's factor on the night.
const BOARDS: Option[] = [
  ['Room Only', 1],
  ['Bed & Breakfast', 1.15],
  ['Dinner, Bed & Breakfast', 1.4],
]

/** Product options for a deal. `default` lists one or two, `dropdown` three or more (a
 * colour-by-size grid uses row and column ids), `calendar` stays of set lengths per room, or
 * with `perNight` rooms priced per night (with or without board) for stays of any length. The
 * PRNG draws are the same either way, so the rest of the seed is unchanged. */
export function productSpecs(
  rng: Prng,
  kind: OptionKind,
  displayType: ProductDisplayType,
  leadNights: number,
  perNight = false,
): ProductSpec[] {
  const count = displayType === 'default' ? rng.weighted([1, 2], [7, 3]) : rng.int(3, 4)
  if (kind === 'colour-size') {
    const colours = rng.sample(COLOURS, displayType === 'default' ? count : rng.int(2, 3))
    const sizes = displayType === 'dropdown' && rng.chance(0.6) ? SIZES.slice(0, rng.int(3, 4)) : []
    if (sizes.length === 0) {
      return colours.map((colour, i) => ({
        title: colour,
        multiplier: 1,
        numberOfNights: null,
        rowId: displayType === 'dropdown' ? i + 1 : null,
        columnId: null,
        stay: null,
      }))
    }
    return colours.flatMap((colour, row) =>
      sizes.map((size, column) => ({
        title: `${colour} – ${size}`,
        multiplier: 1,
        numberOfNights: null,
        rowId: row + 1,
        columnId: column + 1,
        stay: null,
      })),
    )
  }
  if (kind === 'nights') {
    const nights = [leadNights, ...NIGHTS.filter((n) => n > leadNights)].slice(0, 3)
    const rooms = displayType === 'calendar' ? ROOMS.slice(0, rng.int(1, 2)) : ROOMS.slice(0, 1)
    const specs = rooms.flatMap(([room, roomFactor]): ProductSpec[] =>
      perNight
        ? BOARDS.map(([board, boardFactor]) => {
            const stay = { nights: null, room, board }
            // The deal's price range is for a stay of the lead length: a night is its share.
            const multiplier = (roomFactor * boardFactor) / leadNights
            return {
              title: stayProductTitle(stay, false),
              multiplier,
              numberOfNights: stay.nights,
              ...NO_AXES,
              stay,
            }
          })
        : nights.map((n) => {
            const stay = { nights: n, room, board: null }
            const multiplier = roomFactor * (1 + (n - leadNights) * 0.8)
            return {
              title: stayProductTitle(stay, false),
              multiplier,
              numberOfNights: stay.nights,
              ...NO_AXES,
              stay,
            }
          }),
    )
    // Calendar deals keep to two or three products: each has a year of calendar days.
    return specs.slice(0, displayType === 'calendar' ? rng.int(2, 3) : count)
  }
  return OPTIONS[kind].slice(0, count).map(([title, multiplier]) => ({
    title,
    multiplier,
    numberOfNights: null,
    rowId: null,
    columnId: null,
    stay: null,
  }))
}
