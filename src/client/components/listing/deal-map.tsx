import { css } from '@linaria/core'
import { equirectangular, ringPath } from './map-projection'
import { GREAT_BRITAIN, IRELAND, MAP_BOUNDS } from './uk-ie-outline'

export interface MapPin {
  /** Shown on the pin and beside the deal in the list, to match one to the other. */
  number: number
  dealId: number
  headline: string
  href: string
  lat: number
  lon: number
}

const WIDTH = 400
const projection = equirectangular(MAP_BOUNDS, WIDTH)
// Drawn once per isolate: the outline never changes.
const OUTLINE = [GREAT_BRITAIN, IRELAND].map((ring) => ringPath(projection, ring))

const map = css`
  width: 100%;
  height: auto;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  background: var(--color-surface);
  .land {
    fill: var(--color-background);
    stroke: var(--color-muted-text);
    stroke-width: 1.2;
    stroke-linejoin: round;
  }
  .pin circle {
    fill: var(--color-primary);
    stroke: var(--color-surface);
    stroke-width: 1.5;
  }
  .pin text {
    fill: var(--color-primary-text);
    font-size: 9px;
    font-weight: 700;
    text-anchor: middle;
    dominant-baseline: central;
    pointer-events: none;
  }
  .pin:hover circle,
  .pin:focus-visible circle {
    fill: var(--color-accent);
  }
  .pin:focus-visible {
    outline: none;
  }
  .pin:focus-visible circle {
    stroke: var(--color-focus);
    stroke-width: 3;
  }
`

/** Deal pins on a hand-drawn outline of Britain and Ireland, placed by latitude and longitude
 * (an equirectangular projection; DESIGN: no external tiles). Each pin is a link to its
 * deal. Pins outside the outline's bounds (deals abroad) are left to the list. */
export function DealMap({ pins, label }: { pins: MapPin[]; label: string }) {
  const placed = pins.flatMap((pin) => {
    const at = projection.project(pin.lat, pin.lon)
    return at ? [{ ...pin, ...at }] : []
  })
  return (
    <svg
      className={map}
      viewBox={`0 0 ${projection.width} ${projection.height}`}
      aria-label={label}
      role="group"
      data-testid="deal-map"
    >
      {OUTLINE.map((d, index) => (
        <path key={index} d={d} className="land" aria-hidden="true" />
      ))}
      {placed.map((pin) => (
        <a
          key={pin.dealId}
          href={pin.href}
          className="pin"
          aria-label={`${pin.number}. ${pin.headline}`}
          data-testid="map-pin"
        >
          <title>{pin.headline}</title>
          <circle cx={pin.x} cy={pin.y} r={8} />
          <text x={pin.x} y={pin.y} aria-hidden="true">
            {pin.number}
          </text>
        </a>
      ))}
    </svg>
  )
}
