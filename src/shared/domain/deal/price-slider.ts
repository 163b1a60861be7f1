import { DEFAULT_PRICE_RANGE, FIXED_PRICE_STEPS, PRICE_SLIDER_STEPS } from '../../config/constants'

export { DEFAULT_PRICE_RANGE, FIXED_PRICE_STEPS }

// A range wider than any real catalogue's prices would only make the stop list huge.
const MAX_STOPS = 2_000

/** The slider's step at a price (storefront §5: "5 below 100, 10 below 500, 50 above"). Values
 * are major units (pounds, euros), as the slider and the feed's minPrice/maxPrice show them;
 * 500 itself takes the step of 50.
 * @example sliderStep(99) === 5; sliderStep(100) === 10; sliderStep(500) === 50 */
export function sliderStep(value: number): number {
  const band = PRICE_SLIDER_STEPS.find((b) => value < b.below) ?? PRICE_SLIDER_STEPS[2]
  return band.step
}

/** The nearest slider stop to a price, rounding halves up; never below 0, and junk reads as 0.
 * @example snapToStep(97) === 95; snapToStep(98) === 100; snapToStep(523) === 500 */
export function snapToStep(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0
  const step = sliderStep(value)
  return Math.round(value / step) * step
}

/** Every stop from min to max: min itself, then each multiple of the step in force at the
 * previous stop, then max itself if it is off the grid. An empty or inverted range gives [min].
 * @example sliderStops(90, 120) → [90, 95, 100, 110, 120] */
export function sliderStops(
  min: number = DEFAULT_PRICE_RANGE.min,
  max: number = DEFAULT_PRICE_RANGE.max,
): number[] {
  const from = Number.isFinite(min) ? Math.max(0, min) : 0
  if (!Number.isFinite(max) || max <= from) return [from]
  const stops = [from]
  let value = from
  while (stops.length < MAX_STOPS) {
    const step = sliderStep(value)
    value = (Math.floor(value / step) + 1) * step
    if (value >= max) break
    stops.push(value)
  }
  stops.push(max)
  return stops
}
