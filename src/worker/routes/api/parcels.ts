import { respond } from '../../http/respond'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { BRANDS, type BrandId } from '../../../shared/config/brands'
import { mailOrigin } from '../../../shared/domain/account/mail-origin'
import {
  DispatchRequest,
  ParcelsQuery,
  ParcelsResponse,
  ParcelResponse,
} from '../../../shared/schemas/parcels'
import type { AppEnv } from '../../http/app-env'
import { validJson, validQuery } from '../../http/validate'
import { DigitsId, idParam } from './params'
import { merchantOf } from '../../services/merchant/merchant-vouchers'
import { type MailOriginOf, type ParcelDesk } from '../../services/parcels/parcel-service'
import { clock } from '../../clock'

/** Posted goods (transactions §3 'Order progress'): the merchant portal's "Orders to post",
 * scoped to the merchant's own deals, and the same desk for admins over every merchant. */
export const parcels = { merchant: new Hono<AppEnv>(), admin: new Hono<AppEnv>() }

const AREAS = ['merchant', 'admin'] as const

async function deskOf(c: Context<AppEnv>, area: (typeof AREAS)[number]): Promise<ParcelDesk> {
  const staff = await c.var.session.requireStaff(area)
  return { staff, merchantId: area === 'merchant' ? merchantOf(staff) : null }
}

/** The customer's emails link to their brand's site, whichever host the desk is on. */
const mailOriginOf =
  (c: Context<AppEnv>): MailOriginOf =>
  (brand) =>
    mailOrigin(c.req.url, BRANDS[brand as BrandId] ?? c.get('brand'), c.env)

const parcelParam = idParam(DigitsId, 'No such parcel')

for (const area of AREAS) {
  parcels[area].get(`/`, validQuery(ParcelsQuery), async (c) => {
    const desk = await deskOf(c, area)
    const list = await c.var.services.parcels.list(desk, c.req.valid('query').status)
    return respond(c, ParcelsResponse, { data: { parcels: list } })
  })

  parcels[area].post(`/:id/dispatch`, parcelParam, validJson(DispatchRequest), async (c) => {
    const desk = await deskOf(c, area)
    const { id } = c.req.valid('param')
    const { trackingReference } = c.req.valid('json')
    const data = await c.var.services.parcels.dispatch(
      desk,
      id,
      trackingReference,
      clock.now(),
      mailOriginOf(c),
    )
    return respond(c, ParcelResponse, { data })
  })

  parcels[area].post(`/:id/deliver`, parcelParam, async (c) => {
    const desk = await deskOf(c, area)
    const { id } = c.req.valid('param')
    const data = await c.var.services.parcels.deliver(desk, id, clock.now(), mailOriginOf(c))
    return respond(c, ParcelResponse, { data })
  })
}
