import { useEffect, useState, type RefObject } from 'react'

// The viewport stretched far upwards: an element intersects it once it is in view or anywhere
// above, so a jump straight past it (an anchor link, a fling) is seen as well as a scroll.
const VIEW_AND_ABOVE = '1000000px 0px 0px 0px'

/** Whether the element has scrolled up out of the viewport: false on the server and at
 * hydration, so the first client render matches the HTML, then kept current by two
 * IntersectionObservers (in view; in view or above) rather than scroll listeners and layout
 * reads. A single observer would miss a jump from below the viewport to above it, which
 * crosses no threshold of its own. */
export function useScrolledPast(ref: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    let inView = true
    let reached = false
    const watch = (onChange: (intersecting: boolean) => void, rootMargin?: string) => {
      const observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry) return
          onChange(entry.isIntersecting)
          setPast(reached && !inView)
        },
        { rootMargin },
      )
      observer.observe(el)
      return observer
    }
    const observers = [
      watch((intersecting) => (inView = intersecting)),
      watch((intersecting) => (reached = intersecting), VIEW_AND_ABOVE),
    ]
    return () => observers.forEach((observer) => observer.disconnect())
  }, [ref])
  return past
}
