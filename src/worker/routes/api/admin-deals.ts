import { respond } from '../../http/respond'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { MAX_IMAGE_BYTES } from '../../../shared/domain/admin/image-sniff'
import {
  AdminCalendarEdit,
  AdminDealCreate,
  AdminDealListQuery,
  AdminDealUpdate,
  AdminProductCreate,
  AdminProductUpdate,
  AdminDealListResponse,
  AdminDealResponse,
  AdminProductResponse,
  AdminImageUploadResponse,
  AdminCalendarEditResponse,
} from '../../../shared/schemas/admin-deal'
import type { AppEnv } from '../../http/app-env'
import { validJson, validParams, validQuery } from '../../http/validate'
import { idParam, PositiveId } from './params'
import { z } from 'zod'
import { DomainError } from '../../errors'
import { uploadedImage } from '../../services/images/uploaded-images'
import { clock } from '../../clock'
import { hideUnopenedDeal } from './unopened-deal'

/** Back-office deals: `/api/v1/admin/deals`. Admin role only (401/403 first), bodies
 * checked by the schemas in shared/schemas/admin-deal.ts. */
export const adminDeals = new Hono<AppEnv>()
export const dealImages = new Hono<AppEnv>()

// Checked before the body: a deal that does not exist is a 404 whatever was sent.
const NO_SUCH_DEAL = { code: 'NOT_FOUND', message: 'No such deal' } as const
const dealParam = idParam(PositiveId, NO_SUCH_DEAL.message)
const productParams = validParams(z.object({ id: PositiveId, productId: PositiveId }), NO_SUCH_DEAL)

const service = (c: Context<AppEnv>) => c.var.services.adminDeals

adminDeals.get('/', validQuery(AdminDealListQuery), async (c) => {
  const { q, page } = c.req.valid('query')
  return respond(c, AdminDealListResponse, { data: await service(c).list(q || undefined, page) })
})

adminDeals.post('/', validJson(AdminDealCreate), async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const body = c.req.valid('json')
  const deal = await service(c).create(staff, body, clock.now())
  return respond(c, AdminDealResponse, { data: { deal } }, 201)
})

adminDeals.get('/:id', dealParam, async (c) => {
  await c.var.session.requireStaff('admin')
  return respond(c, AdminDealResponse, {
    data: { deal: await service(c).get(c.req.valid('param').id) },
  })
})

adminDeals.patch('/:id', dealParam, validJson(AdminDealUpdate), async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  return respond(c, AdminDealResponse, {
    data: { deal: await service(c).update(staff, id, body, clock.now()) },
  })
})

adminDeals.post('/:id/products', dealParam, validJson(AdminProductCreate), async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  const product = await service(c).createProduct(staff, id, body, clock.now())
  return respond(c, AdminProductResponse, { data: { product } }, 201)
})

adminDeals.patch(
  '/:id/products/:productId',
  productParams,
  validJson(AdminProductUpdate),
  async (c) => {
    const staff = await c.var.session.requireStaff('admin')
    const { id, productId } = c.req.valid('param')
    const body = c.req.valid('json')
    const product = await service(c).updateProduct(staff, id, productId, body, clock.now())
    return respond(c, AdminProductResponse, { data: { product } })
  },
)

const media = (c: Context<AppEnv>) => c.var.services.adminDealMedia

/** Multipart form: `file` (PNG, JPEG, WebP or SVG, judged by its bytes; its type and name must
 * agree) and `alt`. */
adminDeals.post('/:id/images', dealParam, async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const { id } = c.req.valid('param')
  // Refused before reading a body far over the limit (the form adds a little around the file).
  if (Number(c.req.header('content-length') ?? 0) > MAX_IMAGE_BYTES + 64_000) {
    throw new DomainError('INVALID', 'Image refused: the file is over 1.9 MB')
  }
  let form: Record<string, string | File>
  try {
    form = (await c.req.parseBody()) as Record<string, string | File>
  } catch {
    throw new DomainError('INVALID', 'Send the image as multipart/form-data')
  }
  const file = form.file
  const alt = typeof form.alt === 'string' ? form.alt.trim() : ''
  if (!(file instanceof File)) throw new DomainError('INVALID', 'file: required')
  if (alt.length === 0 || alt.length > 300)
    throw new DomainError('INVALID', 'alt: 1-300 characters')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const image = await media(c).uploadImage(
    staff,
    id,
    { bytes, alt, type: file.type, name: file.name },
    clock.now(),
  )
  return respond(c, AdminImageUploadResponse, { data: { image } }, 201)
})

adminDeals.patch('/:id/calendar', dealParam, validJson(AdminCalendarEdit), async (c) => {
  const staff = await c.var.session.requireStaff('admin')
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  return respond(c, AdminCalendarEditResponse, {
    data: await media(c).editCalendar(staff, id, body, clock.now()),
  })
})

/** An uploaded deal picture, public like the generated ones. Served with nosniff so a browser
 * never reads it as anything but its checked type; an SVG gets the sandboxing CSP
 * (middleware/security-headers.ts) so one opened directly runs nothing. */
const NO_SUCH_IMAGE = 'No such image'
const SafeInteger = z.string().transform(Number).refine(Number.isSafeInteger)
const imageParams = validParams(z.object({ dealId: SafeInteger, position: SafeInteger }), {
  code: 'NOT_FOUND',
  message: NO_SUCH_IMAGE,
})

// A deal's uploaded pictures are as secret as the deal until it opens.
dealImages.get('/:dealId/:position', imageParams, hideUnopenedDeal('dealId'), async (c) => {
  const { dealId, position } = c.req.valid('param')
  const image = await uploadedImage(c.env.DB, c.env.IMAGES, dealId, position)
  if (!image) throw new DomainError('NOT_FOUND', NO_SUCH_IMAGE)
  return c.body(image.body as ArrayBuffer, 200, {
    'content-type': image.contentType,
    'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=300',
  })
})
