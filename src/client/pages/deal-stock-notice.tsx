import { css } from '@linaria/core'
import type { BrandId } from '../../shared/config/brands'
import { onlyNLeftLabel } from '../../shared/domain/deal/stock-state'
import { DealNotifyMe } from '../islands/deal/deal-notify-me'
import { Island } from '../islands/island'
import { UNAVAILABLE_MESSAGE } from './deal-picker-props'
import type { DealView } from '../../shared/domain/deal/deal-view'

const notice = css`
  display: grid;
  gap: 6px;
  /* The stock line is always there for the live-stock pass, often hidden: space only for
     something shown. */
  &:has(> :not([hidden])) {
    margin-top: 12px;
  }
  p {
    margin: 0;
  }
`

const stock = css`
  justify-self: start;
  padding: 4px 12px;
  border-radius: 6px;
  background: var(--color-text);
  color: var(--color-surface);
  font-weight: 800;
`

const urgent = css`
  justify-self: start;
  padding: 4px 12px;
  border-radius: 6px;
  background: var(--color-accent);
  color: var(--color-accent-text);
  font-weight: 800;
`

const countdown = css`
  font-weight: 700;
`

export interface DealStockNoticeProps {
  dealId: number
  brand: BrandId
  view: Pick<DealView, 'available' | 'unavailableReason' | 'stockState' | 'remaining'>
  /** 'Ends in 1 day 4 hours', from the loader's clock. */
  endsIn: string | null
}

/** The §4 stock state under the price: sold out, out of stock with the notify-me form, 'Only N
 * left!', flash sale or expiring soon. Why a deal cannot be bought is said beside the disabled
 * Buy now (the picker), not twice. The stock line is
 * the `data-stock-label="deal"` the live-stock pass refreshes after load, so a cached page
 * corrects itself; the holder sits outside every island, so React never owns what it edits. */
export function DealStockNotice({ dealId, brand, view, endsIn }: DealStockNoticeProps) {
  const { stockState, unavailableReason } = view
  // Both out-of-stock states read 'Sold out', as the live-stock pass writes it; the notify-me
  // form under it is what tells them apart.
  const stockLine =
    stockState === 'sold-out' || stockState === 'out-of-stock-notify'
      ? 'Sold out'
      : unavailableReason === 'capped'
        ? UNAVAILABLE_MESSAGE.capped
        : stockState === 'limited-availability'
          ? onlyNLeftLabel(view.remaining)
          : null
  const clock =
    view.available && (stockState === 'expiring-soon' || stockState === 'flash-sale')
      ? endsIn
      : null
  return (
    <div className={notice} data-stock-deal={dealId} data-testid="stock-notice">
      <p
        className={stock}
        data-stock-label="deal"
        data-state={stockState ?? undefined}
        role="status"
        hidden={!stockLine}
      >
        {stockLine}
      </p>
      {stockState === 'flash-sale' ? <p className={urgent}>Flash sale</p> : null}
      {clock ? <p className={countdown}>{clock}</p> : null}
      {stockState === 'out-of-stock-notify' ? (
        <Island name="deal-notify-me" component={DealNotifyMe} props={{ dealId, brand }} />
      ) : null}
    </div>
  )
}
