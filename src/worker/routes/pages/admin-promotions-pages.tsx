import { Hono } from 'hono'
import {
  AdminPromotionExpire,
  AdminPromotionForm,
} from '../../../client/islands/backoffice/admin-promotion-forms'
import { Island } from '../../../client/islands/island'
import { SectionLayout } from '../../../client/pages/backoffice/section-layout'
import {
  AdminPromotionsView,
  PROMOTION_TABS,
  type PromotionRows,
  type PromotionTab,
} from '../../../client/pages/admin/promotions/admin-promotions-view'
import type { AppEnv } from '../../http/app-env'
import type { RequestServices } from '../../services/request-services'
import { renderStaffPage } from './staff-page'

/** /admin/promotions: tabs promo codes / gift cards / campaigns (?tab=). */
export const adminPromotionsPages = new Hono<AppEnv>()

const tabOf = (value: string | undefined): PromotionTab =>
  PROMOTION_TABS.find((tab) => tab.id === value)?.id ?? 'promo-codes'

async function rowsOf(services: RequestServices, tab: PromotionTab): Promise<PromotionRows> {
  if (tab === 'gift-cards') return { tab, rows: await services.adminGiftCards.giftCards() }
  if (tab === 'campaigns') return { tab, rows: await services.adminGiftCards.campaigns() }
  return { tab, rows: await services.adminPromotions.list() }
}

adminPromotionsPages.get('/admin/promotions', async (c) => {
  await c.var.session.requireStaff('admin')
  const tab = tabOf(c.req.query('tab'))
  const data = await rowsOf(c.var.services, tab)
  return renderStaffPage(c, {
    meta: { title: 'Promotions · Admin' },
    body: (
      <SectionLayout title="Promotions">
        <AdminPromotionsView
          data={data}
          form={
            <Island name="admin-promotion-form" component={AdminPromotionForm} props={{ tab }} />
          }
          expire={(target) => (
            <Island
              name="admin-promotion-expire"
              component={AdminPromotionExpire}
              props={{ target }}
            />
          )}
        />
      </SectionLayout>
    ),
  })
})
