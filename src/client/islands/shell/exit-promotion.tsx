import { useEffect, useState, type ComponentType } from 'react'
import { BREAKPOINTS } from '../../../shared/config/constants'
import {
  EXIT_PROMO_SHOWN_KEY,
  exitPromotionTrigger,
} from '../../../shared/domain/shell/exit-promotion'
import type { ExitPromotionDialogProps } from './exit-promotion-dialog'

export interface ExitPromotionProps {
  /** The 'For full T&Cs' link (§2: "to the promo page"). */
  termsHref: string
}

// Phones and tablets never get it (§6 "only for ... desktop"), whatever their width.
const HANDHELD_UA = /Mobi|Android|iPhone|iPad|iPod|Tablet/i
const ACTIVITY = ['touchstart', 'scroll', 'click', 'keydown'] as const

const isDesktop = () =>
  !HANDHELD_UA.test(navigator.userAgent) &&
  window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`).matches

/** Local storage can be off (private modes): then nothing can record the showing, and a promo
 * on every page would nag, so it is not shown at all. */
function claimShowing(): boolean {
  try {
    if (localStorage.getItem(EXIT_PROMO_SHOWN_KEY)) return false
    localStorage.setItem(EXIT_PROMO_SHOWN_KEY, new Date().toISOString())
    return true
  } catch {
    return false
  }
}

function hasBeenShown(): boolean {
  try {
    return localStorage.getItem(EXIT_PROMO_SHOWN_KEY) !== null
  } catch {
    return true
  }
}

/** Island 'exit-promotion' (storefront §2 'Application shell', §4 'Exit promotion'). The server
 * renders it only on pages that may carry it (main brand, not checkout, account, benefits, my
 * gift or content); pages are shared-cached, so desktop and "once per browser" are decided
 * here. It renders nothing until a trigger fires; the dialog is a chunk of its own. */
export function ExitPromotion({ termsHref }: ExitPromotionProps) {
  const [Dialog, setDialog] = useState<ComponentType<ExitPromotionDialogProps> | null>(null)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!isDesktop() || hasBeenShown()) return
    let live = true
    const show = () => {
      // Another dialog (the sign-up lightbox) is up: wait for the next idle spell, not stack.
      if (document.querySelector('[aria-modal="true"]')) {
        trigger = exitPromotionTrigger(show)
        return
      }
      detach()
      if (!claimShowing()) return
      void import('./exit-promotion-dialog')
        .then((m) => {
          if (!live) return
          setDialog(() => m.ExitPromotionDialog)
          setOpen(true)
        })
        .catch(() => undefined)
    }
    let trigger = exitPromotionTrigger(show)
    const onActivity = () => trigger.activity()
    const onMouseMove = (event: MouseEvent) => trigger.mouseMove(event.clientY)
    // Leaving through the top edge skips mousemove events at the very top on a fast flick.
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget === null) trigger.mouseMove(Math.max(0, event.clientY))
    }
    const options = { passive: true, capture: true }
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, options)
    document.addEventListener('mousemove', onMouseMove, options)
    document.addEventListener('mouseout', onMouseOut, options)
    function detach() {
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, options)
      document.removeEventListener('mousemove', onMouseMove, options)
      document.removeEventListener('mouseout', onMouseOut, options)
    }
    return () => {
      live = false
      trigger.stop()
      detach()
    }
  }, [])

  if (!open || !Dialog) return null
  return <Dialog termsHref={termsHref} onClose={() => setOpen(false)} />
}
