import { useState, type ChangeEvent, type FormEvent } from 'react'
import { hrefWith, type QueryPairs } from './listing-url'
import { DEFAULT_PRICE_RANGE, sliderMove } from './price-steps'
import * as s from './filter-panel.styles'

export interface PriceFilterProps {
  /** The listing's path: the form's GET target. */
  path: string
  /** The rest of the query (search words, sort, category filter) to keep. */
  hidden: QueryPairs
  min: number | null
  max: number | null
  currencySymbol: string
  /** Makes ids unique if the form appears twice on a page. */
  idPrefix: string
}

const { min: FLOOR, max: CEILING } = DEFAULT_PRICE_RANGE

/** Storefront §5 price filter: two sliders over 0–1000 moving in 5s below 100, 10s below 500
 * and 50s above. A plain GET form with minPrice/maxPrice, so it works before any script; with
 * one it snaps to the steps, keeps min ≤ max and leaves out the ends of the range (0 and the
 * 1000+ top) so an untouched end does not become a filter. */
export function PriceFilter({
  path,
  hidden,
  min,
  max,
  currencySymbol,
  idPrefix,
}: PriceFilterProps) {
  const [low, setLow] = useState(min ?? FLOOR)
  const [high, setHigh] = useState(max ?? CEILING)
  const label = (value: number) =>
    value >= CEILING ? `${currencySymbol}${CEILING}+` : `${currencySymbol}${value}`

  const onLow = (event: ChangeEvent<HTMLInputElement>) => {
    const value = sliderMove(low, Number(event.target.value))
    setLow(value)
    if (value > high) setHigh(value)
  }
  const onHigh = (event: ChangeEvent<HTMLInputElement>) => {
    const value = sliderMove(high, Number(event.target.value))
    setHigh(value)
    if (value < low) setLow(value)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    window.location.assign(
      hrefWith(path, new URLSearchParams(hidden), {
        minPrice: low > FLOOR ? String(low) : null,
        maxPrice: high < CEILING ? String(high) : null,
      }),
    )
  }
  const filtered = min !== null || max !== null

  return (
    <form action={path} method="get" className={s.group} onSubmit={onSubmit}>
      <fieldset className={s.price}>
        <legend>
          <h3>Price</h3>
        </legend>
        {hidden.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <output htmlFor={`${idPrefix}-min ${idPrefix}-max`} className={s.priceOutput}>
          {label(low)} – {label(high)}
        </output>
        <label htmlFor={`${idPrefix}-min`}>Minimum price</label>
        <input
          id={`${idPrefix}-min`}
          type="range"
          name="minPrice"
          min={FLOOR}
          max={CEILING}
          step={5}
          value={low}
          aria-valuetext={label(low)}
          onChange={onLow}
        />
        <label htmlFor={`${idPrefix}-max`}>Maximum price</label>
        <input
          id={`${idPrefix}-max`}
          type="range"
          name="maxPrice"
          min={FLOOR}
          max={CEILING}
          step={5}
          value={high}
          aria-valuetext={label(high)}
          onChange={onHigh}
        />
        <div className={s.priceActions}>
          <button type="submit">Apply</button>
          {filtered ? (
            <a
              href={hrefWith(path, new URLSearchParams(hidden), { minPrice: null, maxPrice: null })}
            >
              Clear price
            </a>
          ) : null}
        </div>
      </fieldset>
    </form>
  )
}
