import { minorToDecimal } from '../../../../shared/domain/money/minor-to-decimal'
import type { ReactNode } from 'react'
import type {
  AdminCampaign,
  AdminGiftCard,
  AdminPromoCode,
} from '../../../../shared/schemas/admin-promotions'
import * as s from '../../merchant/merchant-portal.styles'
import { DataTable } from '../../backoffice/data-table'

export const PROMOTION_TABS = [
  { id: 'promo-codes', label: 'Promo codes' },
  { id: 'gift-cards', label: 'Gift cards' },
  { id: 'campaigns', label: 'Credit campaigns' },
] as const
export type PromotionTab = (typeof PROMOTION_TABS)[number]['id']

/** One row's expire button: its tab names the route, `id` the code or card id. */
export interface ExpireTarget {
  tab: PromotionTab
  id: string
}

export type PromotionRows =
  | { tab: 'promo-codes'; rows: AdminPromoCode[] }
  | { tab: 'gift-cards'; rows: AdminGiftCard[] }
  | { tab: 'campaigns'; rows: AdminCampaign[] }

const money = (minor: number, currency: string | null) =>
  `${minorToDecimal(minor)}${currency ? ` ${currency}` : ''}`
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—')

const Table = (props: { head: string[]; rows: ReactNode[][] }) => (
  <DataTable {...props} empty="Nothing yet." />
)

/** /admin/promotions: tabs as plain links (each tab is its own request), the create form of
 * the tab and its list with usage; `expire` renders each row's expire button. */
export function AdminPromotionsView({
  data,
  form,
  expire,
}: {
  data: PromotionRows
  form: ReactNode
  expire: (target: ExpireTarget) => ReactNode
}) {
  return (
    <>
      <nav aria-label="Promotions">
        <ul className={s.nav}>
          {PROMOTION_TABS.map((tab) => (
            <li key={tab.id}>
              <a
                href={`/admin/promotions?tab=${tab.id}`}
                aria-current={tab.id === data.tab ? 'page' : undefined}
              >
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className={s.card}>{form}</section>
      {data.tab === 'promo-codes' ? (
        <Table
          head={['Code', 'Discount', 'Limits', 'Valid', 'Uses', '']}
          rows={data.rows.map((p) => [
            p.code,
            p.kind === 'percentage' ? `${p.value}%` : money(p.value, p.currency),
            [
              p.dealId ? `deal ${p.dealId}` : '',
              p.userId ? `customer ${p.userId}` : '',
              p.singleUse ? 'single use' : '',
              p.maxUsesPerUser ? `${p.maxUsesPerUser} per customer` : '',
              p.minSpend ? `min ${money(p.minSpend, p.currency)}` : '',
            ]
              .filter(Boolean)
              .join(', ') || '—',
            `${day(p.startsAt)} → ${day(p.expiresAt)}`,
            p.uses,
            expire({ tab: 'promo-codes', id: p.code }),
          ])}
        />
      ) : null}
      {data.tab === 'gift-cards' ? (
        <Table
          head={['Card', 'Amount', 'Issued', 'Expires', 'Redeemed', '']}
          rows={data.rows.map((g) => [
            `…${g.last4}`,
            money(g.amount, g.currency),
            day(g.issuedAt),
            day(g.expiresAt),
            g.redeemed ? day(g.redeemedAt) : 'No',
            g.redeemed ? '' : expire({ tab: 'gift-cards', id: String(g.id) }),
          ])}
        />
      ) : null}
      {data.tab === 'campaigns' ? (
        <Table
          head={['Link code', 'Credit', 'Kind', 'Expires', 'Claims', '']}
          rows={data.rows.map((c) => [
            c.code,
            `${money(c.amount, c.currency)} for ${c.creditDays} days`,
            c.kind,
            day(c.expiresAt),
            `${c.claims} / ${c.maxClaims}`,
            expire({ tab: 'campaigns', id: c.code }),
          ])}
        />
      ) : null}
    </>
  )
}
