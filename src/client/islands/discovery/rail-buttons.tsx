import { useEffect, useState } from 'react'
import * as s from '../../components/rails/rail.styles'

export interface RailButtonsProps {
  /** The id of the rail's scrolling list. */
  trackId: string
  /** The rail's heading, so each button says which rail it moves. */
  title: string
}

/** Island 'rail-buttons': previous/next for a homepage rail. The cards are plain server HTML;
 * this only scrolls their list by one view (the CSS snaps to a card and animates unless the
 * visitor prefers reduced motion) and greys out a button at either end. */
export function RailButtons({ trackId, title }: RailButtonsProps) {
  const [atStart, setAtStart] = useState(true)
  const [atEnd, setAtEnd] = useState(false)

  useEffect(() => {
    const track = document.getElementById(trackId)
    if (!track) return
    // Scroll positions are fractional on zoomed pages: a pixel's slack counts as the end.
    const update = () => {
      setAtStart(track.scrollLeft <= 1)
      setAtEnd(track.scrollLeft + track.clientWidth >= track.scrollWidth - 1)
    }
    update()
    track.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      track.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [trackId])

  const move = (direction: 1 | -1) => {
    const track = document.getElementById(trackId)
    track?.scrollBy({ left: direction * track.clientWidth })
  }

  return (
    <div className={s.buttons}>
      <button
        type="button"
        aria-controls={trackId}
        aria-label={`Previous: ${title}`}
        disabled={atStart}
        onClick={() => move(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        aria-controls={trackId}
        aria-label={`Next: ${title}`}
        disabled={atEnd}
        onClick={() => move(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  )
}
