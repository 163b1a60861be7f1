import { Hono } from 'hono'
import { csrf } from 'hono/csrf'
import {
  CreateCampaignRequest,
  CreatePromoCodeRequest,
  IssueGiftCardsRequest,
  LimitCampaignRequest,
} from '../../../shared/schemas/admin-promotions'
import type { AppEnv } from '../../env'
import { DomainError } from '../../errors'
import { AdminGiftCardService } from '../../services/giftcards/admin/admin-giftcard-service'
import { AdminPromotionService } from '../../services/promotions/admin/admin-promotion-service'
import { bodyOf } from './json-body'
import { requireStaff } from './staff-session'
import { clock } from '../../clock'

/** Issue 10 'Promo codes, gift cards and credit-claim campaigns: create, limit, expire, see
 * usage', for admins. */
export const adminPromotions = new Hono<AppEnv>()

for (const path of ['/admin/promo-codes', '/admin/gift-cards', '/admin/campaigns']) {
  for (const pattern of [path, `${path}/*`]) {
    adminPromotions.use(pattern, csrf())
    adminPromotions.use(pattern, async function noStore(c, next) {
      await next()
      c.header('cache-control', 'private, no-store')
    })
  }
}

const idOf = (id: string, what: string) => {
  if (!/^\d{1,15}$/.test(id)) throw new DomainError('NOT_FOUND', `No such ${what}`)
  return Number(id)
}

adminPromotions.get('/admin/promo-codes', async (c) => {
  await requireStaff(c, 'admin')
  const promoCodes = await new AdminPromotionService(c.env.DB).list()
  return c.json({ data: { promoCodes } })
})

adminPromotions.post('/admin/promo-codes', async (c) => {
  const staff = await requireStaff(c, 'admin')
  const input = await bodyOf(c, CreatePromoCodeRequest)
  const data = await new AdminPromotionService(c.env.DB).create(staff, input, clock.now())
  return c.json({ data }, 201)
})

adminPromotions.post('/admin/promo-codes/:code/expire', async (c) => {
  const staff = await requireStaff(c, 'admin')
  const data = await new AdminPromotionService(c.env.DB).expire(
    staff,
    c.req.param('code'),
    clock.now(),
  )
  return c.json({ data })
})

adminPromotions.get('/admin/gift-cards', async (c) => {
  await requireStaff(c, 'admin')
  const giftCards = await new AdminGiftCardService(c.env.DB).giftCards()
  return c.json({ data: { giftCards } })
})

adminPromotions.post('/admin/gift-cards', async (c) => {
  const staff = await requireStaff(c, 'admin')
  const input = await bodyOf(c, IssueGiftCardsRequest)
  const data = await new AdminGiftCardService(c.env.DB).issue(staff, input, clock.now())
  return c.json({ data }, 201)
})

adminPromotions.post('/admin/gift-cards/:id/expire', async (c) => {
  const staff = await requireStaff(c, 'admin')
  const id = idOf(c.req.param('id'), 'gift card')
  const data = await new AdminGiftCardService(c.env.DB).expireGiftCard(staff, id, clock.now())
  return c.json({ data })
})

adminPromotions.get('/admin/campaigns', async (c) => {
  await requireStaff(c, 'admin')
  const campaigns = await new AdminGiftCardService(c.env.DB).campaigns()
  return c.json({ data: { campaigns } })
})

adminPromotions.post('/admin/campaigns', async (c) => {
  const staff = await requireStaff(c, 'admin')
  const input = await bodyOf(c, CreateCampaignRequest)
  const data = await new AdminGiftCardService(c.env.DB).createCampaign(staff, input, clock.now())
  return c.json({ data }, 201)
})

adminPromotions.post('/admin/campaigns/:code/limit', async (c) => {
  const staff = await requireStaff(c, 'admin')
  const { maxClaims } = await bodyOf(c, LimitCampaignRequest)
  const data = await new AdminGiftCardService(c.env.DB).limitCampaign(
    staff,
    c.req.param('code'),
    maxClaims,
    clock.now(),
  )
  return c.json({ data })
})

adminPromotions.post('/admin/campaigns/:code/expire', async (c) => {
  const staff = await requireStaff(c, 'admin')
  const data = await new AdminGiftCardService(c.env.DB).expireCampaign(
    staff,
    c.req.param('code'),
    clock.now(),
  )
  return c.json({ data })
})
