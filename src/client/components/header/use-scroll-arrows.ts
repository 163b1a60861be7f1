import { useCallback, useEffect, useRef, useState } from 'react'

/** Whether a horizontally scrolling bar can scroll each way (§4: "Left and right scroll arrows
 * appear when the bar can scroll"). Both start false so the server HTML and the first client
 * render agree; the real values arrive after hydration. */
export function useScrollArrows<El extends HTMLElement>() {
  const ref = useRef<El>(null)
  const [can, setCan] = useState({ left: false, right: false })

  const update = useCallback(() => {
    const el = ref.current
    if (!el) return
    const left = el.scrollLeft > 1
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1
    setCan((was) => (was.left === left && was.right === right ? was : { left, right }))
  }, [])

  useEffect(() => {
    const el = ref.current
    if (!el) return
    update()
    el.addEventListener('scroll', update, { passive: true })
    const observer = new ResizeObserver(update)
    observer.observe(el)
    return () => {
      el.removeEventListener('scroll', update)
      observer.disconnect()
    }
  }, [update])

  const scroll = (direction: -1 | 1) => {
    const el = ref.current
    if (!el) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    el.scrollBy({ left: direction * el.clientWidth * 0.75, behavior: still ? 'auto' : 'smooth' })
  }

  return { ref, canScrollLeft: can.left, canScrollRight: can.right, scroll }
}
