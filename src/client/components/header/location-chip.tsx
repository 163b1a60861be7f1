import { visuallyHidden } from '../../../themes/global-styles'
import { PinIcon } from './icons'

/** The visitor's location (from the location cookie, else the brand default), linking to that
 * location's deals page, /deals/{locationShortName} (§2 'Paths'). Plain HTML: no island. */
export function LocationChip({
  name,
  shortName,
  className,
}: {
  name: string
  shortName: string
  className?: string
}) {
  return (
    <a href={`/deals/${shortName}`} className={className}>
      <PinIcon />
      <span className={visuallyHidden}>Your location: </span>
      <span>{name}</span>
    </a>
  )
}
