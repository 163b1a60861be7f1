import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react'
import { BREAKPOINTS } from '../../../shared/config/constants'

/** Open state of a header pop-up (§4 'Header item'): click toggles; on large screens a mouse
 * hover opens it after `hoverDelayMs` and leaving closes it; Escape closes and hands focus
 * back to the toggle; a press outside or focus moving away closes it. */
export function usePopup<Root extends HTMLElement>({ hoverDelayMs }: { hoverDelayMs: number }) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<Root>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const cancelHover = () => clearTimeout(timer.current)
  useEffect(() => cancelHover, [])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  // "on hover only on large screens" (lg and up): touch and small screens use the button alone.
  const hovers = (event: PointerEvent) =>
    event.pointerType === 'mouse' && window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`).matches

  const onPointerEnter = (event: PointerEvent) => {
    if (!hovers(event)) return
    cancelHover()
    if (hoverDelayMs <= 0) setOpen(true)
    else timer.current = setTimeout(() => setOpen(true), hoverDelayMs)
  }
  const onPointerLeave = (event: PointerEvent) => {
    if (!hovers(event)) return
    cancelHover()
    setOpen(false)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    setOpen(false)
    buttonRef.current?.focus()
  }
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null
    if (next && !rootRef.current?.contains(next)) setOpen(false)
  }
  const toggle = useCallback(() => {
    cancelHover()
    setOpen((was) => !was)
  }, [])

  return {
    open,
    toggle,
    rootRef,
    buttonRef,
    rootProps: { onPointerEnter, onPointerLeave, onKeyDown, onBlur },
  }
}
