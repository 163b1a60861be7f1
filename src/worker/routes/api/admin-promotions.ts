import { respond } from '../../http/respond'
import { Hono } from 'hono'
import {
  CreateCampaignRequest,
  CreatePromoCodeRequest,
  IssueGiftCardsRequest,
  LimitCampaignRequest,
  AdminPromoCodesResponse,
  AdminPromoCodeResponse,
  AdminGiftCardsResponse,
  IssueGiftCardsResponse,
  ExpireGiftCardResponse,
  AdminCampaignsResponse,
  AdminCampaignResponse,
} from '../../../shared/schemas/admin-promotions'
import type { AppEnv } from '../../http/app-env'
import { validJson } from '../../http/validate'
import { clock } from '../../clock'
import { DigitsId, idParam } from './params'

/** Promo codes, gift cards and credit-claim campaigns (create, limit, expire, see usage),
 * for admins. */
export const adminPromotions = new Hono<AppEnv>()

const giftCardParam = idParam(DigitsId, 'No such gift card')

adminPromotions.get('/promo-codes', async (c) => {
  await c.var.session.requireStaff('admin')
  const promoCodes = await c.var.services.adminPromotions.list()
  return respond(c, AdminPromoCodesResponse, { data: { promoCodes } })
})

adminPromotions.post('/promo-codes', validJson(CreatePromoCodeRequest), async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const input = c.req.valid('json')
  const data = await c.var.services.adminPromotions.create(staff, input, clock.now())
  return respond(c, AdminPromoCodeResponse, { data }, 201)
})

adminPromotions.post('/promo-codes/:code/expire', async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const data = await c.var.services.adminPromotions.expire(staff, c.req.param('code'), clock.now())
  return respond(c, AdminPromoCodeResponse, { data })
})

adminPromotions.get('/gift-cards', async (c) => {
  await c.var.session.requireStaff('admin')
  const giftCards = await c.var.services.adminGiftCards.giftCards()
  return respond(c, AdminGiftCardsResponse, { data: { giftCards } })
})

adminPromotions.post('/gift-cards', validJson(IssueGiftCardsRequest), async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const input = c.req.valid('json')
  const data = await c.var.services.adminGiftCards.issue(staff, input, clock.now())
  return respond(c, IssueGiftCardsResponse, { data }, 201)
})

adminPromotions.post('/gift-cards/:id/expire', giftCardParam, async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const { id } = c.req.valid('param')
  const data = await c.var.services.adminGiftCards.expireGiftCard(staff, id, clock.now())
  return respond(c, ExpireGiftCardResponse, { data })
})

adminPromotions.get('/campaigns', async (c) => {
  await c.var.session.requireStaff('admin')
  const campaigns = await c.var.services.adminGiftCards.campaigns()
  return respond(c, AdminCampaignsResponse, { data: { campaigns } })
})

adminPromotions.post('/campaigns', validJson(CreateCampaignRequest), async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const input = c.req.valid('json')
  const data = await c.var.services.adminGiftCards.createCampaign(staff, input, clock.now())
  return respond(c, AdminCampaignResponse, { data }, 201)
})

adminPromotions.post('/campaigns/:code/limit', validJson(LimitCampaignRequest), async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const { maxClaims } = c.req.valid('json')
  const data = await c.var.services.adminGiftCards.limitCampaign(
    staff,
    c.req.param('code'),
    maxClaims,
    clock.now(),
  )
  return respond(c, AdminCampaignResponse, { data })
})

adminPromotions.post('/campaigns/:code/expire', async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const data = await c.var.services.adminGiftCards.expireCampaign(
    staff,
    c.req.param('code'),
    clock.now(),
  )
  return respond(c, AdminCampaignResponse, { data })
})
