import { css } from '@linaria/core'
import type { Deal, DealAddress } from '../../shared/schemas/deal'
import { visuallyHidden } from '../../themes/global-styles'
import { mq } from '../../themes/media'
import { addressLine, directionsUrl } from './deal-urls'

const list = css`
  display: grid;
  gap: 12px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  /* Side by side once there is room: chains can list many branches. */
  ${mq.sm} {
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  }
  li {
    padding: 12px 14px;
    border: 1px solid var(--color-border);
    border-radius: 10px;
    background: var(--color-surface);
  }
  address {
    margin-bottom: 6px;
    font-style: normal;
  }
`

const label = css`
  display: block;
  color: var(--color-muted-text);
  font-size: 13px;
  font-weight: 700;
  text-transform: uppercase;
`

function Address({ address, main }: { address: DealAddress; main: boolean }) {
  const lines = [address.addressLine1, address.addressLine2, address.town, address.postCode]
  return (
    <li>
      <span className={label}>{main ? 'Main address' : 'Also at'}</span>
      <address>
        {lines.filter(Boolean).map((text) => (
          <span key={text}>
            {text}
            <br />
          </span>
        ))}
      </address>
      <a href={directionsUrl(address)} target="_blank" rel="noopener noreferrer">
        Get directions<span className={visuallyHidden}> to {addressLine(address)}</span>
      </a>
    </li>
  )
}

/** The merchant: name, main and other addresses each with a 'Get directions' map link, and where
 * to redeem when the merchant redeems online. */
export function DealMerchant({ deal }: { deal: Pick<Deal, 'business' | 'redeemLocationUrl'> }) {
  const { business } = deal
  return (
    <section aria-labelledby="merchant-heading">
      <h2 id="merchant-heading">{business.displayName}</h2>
      {business.mainAddress || business.otherAddresses.length > 0 ? (
        <ul className={list}>
          {business.mainAddress ? <Address address={business.mainAddress} main /> : null}
          {business.otherAddresses.map((address) => (
            <Address key={addressLine(address)} address={address} main={false} />
          ))}
        </ul>
      ) : null}
      {deal.redeemLocationUrl ? (
        <p>
          <a href={deal.redeemLocationUrl} target="_blank" rel="noopener noreferrer nofollow">
            Where to redeem your voucher
          </a>
        </p>
      ) : null}
    </section>
  )
}
