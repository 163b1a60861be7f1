import { useEffect, useRef, useState } from 'react'
import {
  BREAKPOINTS,
  EXIT_PROMO_CODE,
  EXIT_PROMO_COPY_FEEDBACK_MS,
  EXIT_PROMO_DISCOUNT_PERCENT,
  EXIT_PROMO_MAX_DEALS,
  EXIT_PROMO_SKELETON_COUNT,
  EXIT_PROMO_TITLE,
} from '../../../shared/config/constants'
import type { DealSummary } from '../../../shared/schemas/deal'
import { DealGridSkeleton } from '../../components/deal-card/deal-grid-skeleton'
import { DealPrice } from '../../components/deal-card/deal-price'
import { Modal } from '../../components/modal/modal'
import { RAIL_READ, interleaveIds, readRailDeals } from '../../components/rails/rail-deals'
import { routeResponseOrNull } from '../../api/typed-read'
import { readStored } from '../discovery/recently-viewed-store'
import * as s from './exit-promotion.styles'

export interface ExitPromotionDialogProps {
  termsHref: string
  onClose: () => void
}

const TITLE_ID = 'exit-promotion-title'

/** The deals to show; null while loading. A failed call shows no cards rather than an error:
 * the code is the offer, the cards only a nudge (§7 "failures are logged and swallowed"). */
function useDeals(): DealSummary[] | null {
  const [deals, setDeals] = useState<DealSummary[] | null>(null)
  useEffect(() => {
    let live = true
    // Twice the cards: some viewed deals may have closed since.
    const ids = interleaveIds(readStored(), EXIT_PROMO_MAX_DEALS * 2)
    const query = { id: ids.map(String) }
    void routeResponseOrNull('GET /exit-promotion/deals', { query }, RAIL_READ)
      .then(readRailDeals)
      .then((list) => {
        if (live) setDeals(list ?? [])
      })
    return () => {
      live = false
    }
  }, [])
  return deals
}

/** Copies the code; the button reads 'Copied!' for 2 s (§2, §9). */
function CopyCode() {
  const input = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), EXIT_PROMO_COPY_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(EXIT_PROMO_CODE)
    } catch {
      // No clipboard permission (or an old browser): select it so the visitor can copy it.
      input.current?.select()
      if (!document.execCommand?.('copy')) return
    }
    setCopied(true)
  }

  return (
    <div className={s.code}>
      <label htmlFor="exit-promotion-code" className={s.codeLabel}>
        Your code
      </label>
      <input
        ref={input}
        id="exit-promotion-code"
        className={s.codeInput}
        value={EXIT_PROMO_CODE}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <button
        type="button"
        data-copy
        className={s.copy}
        onClick={() => void copy()}
        aria-live="polite"
      >
        {copied ? 'Copied!' : 'Copy'}
      </button>
    </div>
  )
}

/** The exit promotion itself (storefront §2): title, the code with Copy, the T&Cs link and up
 * to 6 deal cards; skeletons (3 on desktop, 4 on mobile) while they load. */
export function ExitPromotionDialog({ termsHref, onClose }: ExitPromotionDialogProps) {
  const deals = useDeals()
  const desktop = window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`).matches
  return (
    <Modal
      labelledBy={TITLE_ID}
      onClose={onClose}
      size="wide"
      initialFocus="button[data-copy]"
      testId="exit-promotion"
    >
      <h2 id={TITLE_ID} className={s.title}>
        {EXIT_PROMO_TITLE}
      </h2>
      <p className={s.lead}>
        Take {EXIT_PROMO_DISCOUNT_PERCENT}% off your order: enter this code at checkout.
      </p>
      <CopyCode />
      <p className={s.terms}>
        <a href={termsHref}>For full T&amp;Cs</a>
      </p>
      {deals === null ? (
        <div data-testid="exit-promotion-loading">
          <DealGridSkeleton count={EXIT_PROMO_SKELETON_COUNT[desktop ? 'desktop' : 'mobile']} />
        </div>
      ) : deals.length > 0 ? (
        <ul className={s.cards} aria-label="Deals you may like">
          {deals.map((deal) => (
            <li key={deal.id}>
              {/* The whole card is the link: following it navigates and closes (§2). */}
              <a
                href={deal.urlPath}
                className={s.card}
                onClick={onClose}
                data-testid="exit-promotion-card"
              >
                <img
                  src={deal.image.imageUrl}
                  alt=""
                  width={320}
                  height={200}
                  loading="lazy"
                  decoding="async"
                  className={s.image}
                />
                <span className={s.headline}>{deal.headline}</span>
                {deal.display.showPrice ? (
                  <DealPrice
                    price={deal.price}
                    originalPrice={deal.originalPrice}
                    currency={deal.currency}
                    className={s.price}
                  />
                ) : null}
                <span className={s.view} aria-hidden="true">
                  View
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  )
}
