import { DEFAULT_PRICE_RANGE, sliderStops } from '../../../shared/domain/deal/price-slider'

export { DEFAULT_PRICE_RANGE }

const STOPS = sliderStops(DEFAULT_PRICE_RANGE.min, DEFAULT_PRICE_RANGE.max)

/** Where a slider lands when moved from `from` to the raw position `to`: the nearest §5 stop
 * (5s below 100, 10s below 500, 50s above, price-slider.ts), but always at least one stop
 * in the direction of travel. The native input steps by 5 everywhere, so without this an
 * arrow key at 1000 (995) would snap straight back to 1000.
 * @example sliderMove(1000, 995) === 950; sliderMove(0, 5) === 5; sliderMove(100, 103) === 110 */
export function sliderMove(from: number, to: number): number {
  const nearest = STOPS.reduce((best, stop) =>
    Math.abs(stop - to) < Math.abs(best - to) ? stop : best,
  )
  if (nearest !== from || to === from) return nearest
  const index = STOPS.indexOf(nearest)
  const next = STOPS[to > from ? index + 1 : index - 1]
  return next ?? nearest
}
