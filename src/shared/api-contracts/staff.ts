import { z } from 'zod'
import {
  AdminCalendarEdit,
  AdminCalendarEditResponse,
  AdminDealCreate,
  AdminDealListResponse,
  AdminDealRefQuery,
  AdminDealRefsResponse,
  AdminDealResponse,
  AdminDealUpdate,
  AdminImageUploadResponse,
  AdminProductCreate,
  AdminProductResponse,
  AdminProductUpdate,
} from '../schemas/admin-deal'
import {
  AdminCustomerDetailResponse,
  AdminCustomerQuery,
  AdminCustomersResponse,
  AdminCustomerSummaryResponse,
  AdminPasswordResetResponse,
} from '../schemas/admin-customers'
import {
  AdminCampaignResponse,
  AdminCampaignsResponse,
  AdminGiftCardsResponse,
  AdminPromoCodeResponse,
  AdminPromoCodesResponse,
  CreateCampaignRequest,
  CreatePromoCodeRequest,
  ExpireGiftCardResponse,
  IssueGiftCardsRequest,
  IssueGiftCardsResponse,
  LimitCampaignRequest,
} from '../schemas/admin-promotions'
import {
  AdminReturnsQuery,
  AdminReturnsResponse,
  ApproveReturnRequest,
  RejectReturnRequest,
  ReturnDecisionResponse,
  ReturnLegResponse,
} from '../schemas/admin-returns'
import { DispatchRequest, ParcelResponse, ParcelsQuery, ParcelsResponse } from '../schemas/parcels'
import {
  BookingDecisionRequest,
  ARRIVAL_VIEWS,
  MerchantArrivalsResponse,
  MerchantBookingResponse,
  MerchantBookingsResponse,
  MerchantReportResponse,
  MerchantReviewsResponse,
  MerchantVoucherResponse,
} from '../schemas/merchant'
import { AuditResponse, StaffLoginRequest, StaffUserResponse } from '../schemas/staff'
import type { RouteContract } from './route-contract'
import { StuckMailResponse, StuckMailRetryResponse } from '../schemas/stuck-mail'

// The back office's route contracts (merchant and admin). Path ids
// are digits as the routes check them; the queries are written as the strings the routes read
// (the route schemas coerce them), with the same bounds.

const id = z.string().regex(/^[1-9]\d{0,14}$/)
const page = z.string().regex(/^[1-9]\d{0,3}$/)
const day = z.string().regex(/^20(2[5-7])-(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])$/)

/** The route's own schema with days a valid range can be drawn from: two random YYYY-MM-DD
 * strings almost never make a range of real days, in order, under 400 days. */
const CalendarEdit = AdminCalendarEdit.safeExtend({
  from: z.enum(['2026-12-01', '2026-12-20', '2027-01-10']),
  to: z.enum(['2027-01-10', '2027-02-01', '2027-06-30']),
})

/** What a merchant types at the till: 12 symbols, maybe with spaces or dashes. */
const voucherCode = z.string().regex(/^[A-Za-z0-9]{4}[ -]?[A-Za-z0-9]{4}[ -]?[A-Za-z0-9]{4}$/)
const promoCode = z.string().regex(/^[A-Z0-9_-]{3,32}$/)
const campaignCode = z.string().regex(/^\d{4,20}$/)

const MerchantReportQuery = z.object({ from: day.optional(), to: day.optional() }).strict()
const AuditQuery = z
  .object({
    entity: z.string().min(1).max(100).optional(),
    entityId: z.string().min(1).max(100).optional(),
    page: page.optional(),
  })
  .strict()
const AdminDealListQuery = z
  .object({
    q: z.string().max(200).optional(),
    page: z
      .string()
      .regex(/^\d{1,4}$/)
      .optional(),
  })
  .strict()

/** 204 No Content: nothing to parse but its (absent) content type. */
const NoContent = { contentType: '' }

/** One desk's posted goods (parcels.ts), the merchant's or the admin's. */
const parcelDesk = <const A extends 'merchant' | 'admin'>(area: A) =>
  [
    {
      method: 'GET',
      path: `/${area}/parcels`,
      actor: area,
      query: ParcelsQuery,
      response: ParcelsResponse,
    },
    {
      method: 'POST',
      path: `/${area}/parcels/:id/dispatch`,
      actor: area,
      params: { id },
      body: DispatchRequest,
      response: ParcelResponse,
    },
    {
      method: 'POST',
      path: `/${area}/parcels/:id/deliver`,
      actor: area,
      params: { id },
      response: ParcelResponse,
    },
  ] as const satisfies readonly RouteContract[]

export const staffRoutes = [
  // Sign-in and session (staff-auth.ts, admin-audit.ts).
  {
    method: 'POST',
    path: '/merchant/login',
    actor: 'anonymous',
    body: StaffLoginRequest,
    response: StaffUserResponse,
  },
  {
    method: 'POST',
    path: '/admin/login',
    actor: 'anonymous',
    body: StaffLoginRequest,
    response: StaffUserResponse,
  },
  { method: 'POST', path: '/staff/logout', actor: 'admin', response: NoContent },
  { method: 'GET', path: '/staff/me', actor: 'admin', response: StaffUserResponse },
  {
    method: 'GET',
    path: '/admin/audit',
    actor: 'admin',
    query: AuditQuery,
    response: AuditResponse,
  },
  { method: 'GET', path: '/admin/stuck-mail', actor: 'admin', response: StuckMailResponse },
  {
    method: 'POST',
    path: '/admin/stuck-mail/:id/retry',
    actor: 'admin',
    params: { id },
    response: StuckMailRetryResponse,
  },

  // Merchant portal (merchant.ts).
  {
    method: 'GET',
    path: '/merchant/vouchers/:code',
    actor: 'merchant',
    params: { code: voucherCode },
    response: MerchantVoucherResponse,
  },
  {
    method: 'POST',
    path: '/merchant/vouchers/:code/redeem',
    actor: 'merchant',
    params: { code: voucherCode },
    response: MerchantVoucherResponse,
  },
  {
    method: 'GET',
    path: '/merchant/reports',
    actor: 'merchant',
    query: MerchantReportQuery,
    response: MerchantReportResponse,
  },
  {
    method: 'GET',
    path: '/merchant/reports.csv',
    actor: 'merchant',
    query: MerchantReportQuery,
    response: { contentType: 'text/csv' },
  },
  {
    method: 'GET',
    path: '/merchant/reviews',
    actor: 'merchant',
    query: z.object({ page: page.optional() }).strict(),
    response: MerchantReviewsResponse,
  },
  {
    method: 'GET',
    path: '/merchant/bookings',
    actor: 'merchant',
    response: MerchantBookingsResponse,
  },
  {
    method: 'GET',
    path: '/merchant/arrivals',
    actor: 'merchant',
    query: z.object({ view: z.enum(ARRIVAL_VIEWS).optional(), page: page.optional() }).strict(),
    response: MerchantArrivalsResponse,
  },
  {
    method: 'POST',
    path: '/merchant/bookings/:id',
    actor: 'merchant',
    params: { id },
    body: BookingDecisionRequest,
    response: MerchantBookingResponse,
  },

  // Posted goods (parcels.ts): the merchant's and the admin's desks. Dispatch before deliver,
  // so the parcels the first dispatches are there for the second to deliver.
  ...parcelDesk('merchant'),
  ...parcelDesk('admin'),

  // Deals (admin-deals.ts). Images have a multipart body: api-fuzz-staff sends those itself.
  {
    method: 'GET',
    path: '/admin/deals',
    actor: 'admin',
    query: AdminDealListQuery,
    response: AdminDealListResponse,
  },
  {
    method: 'GET',
    path: '/admin/deal-refs',
    actor: 'admin',
    query: AdminDealRefQuery,
    response: AdminDealRefsResponse,
  },
  {
    method: 'POST',
    path: '/admin/deals',
    actor: 'admin',
    body: AdminDealCreate,
    response: AdminDealResponse,
  },
  {
    method: 'GET',
    path: '/admin/deals/:id',
    actor: 'admin',
    params: { id },
    response: AdminDealResponse,
  },
  {
    method: 'PATCH',
    path: '/admin/deals/:id',
    actor: 'admin',
    params: { id },
    body: AdminDealUpdate,
    response: AdminDealResponse,
  },
  {
    method: 'POST',
    path: '/admin/deals/:id/products',
    actor: 'admin',
    params: { id },
    body: AdminProductCreate,
    response: AdminProductResponse,
  },
  {
    method: 'PATCH',
    path: '/admin/deals/:id/products/:productId',
    actor: 'admin',
    params: { id, productId: id },
    body: AdminProductUpdate,
    response: AdminProductResponse,
  },
  {
    method: 'POST',
    path: '/admin/deals/:id/images',
    actor: 'admin',
    params: { id },
    response: AdminImageUploadResponse,
  },
  {
    method: 'PATCH',
    path: '/admin/deals/:id/calendar',
    actor: 'admin',
    params: { id },
    body: CalendarEdit,
    response: AdminCalendarEditResponse,
  },
  {
    method: 'GET',
    path: '/deal-images/:dealId/:position',
    actor: 'anonymous',
    params: { dealId: id, position: z.string().regex(/^\d{1,2}$/) },
    response: { contentType: 'image/' },
  },

  // Promotions (admin-promotions.ts).
  { method: 'GET', path: '/admin/promo-codes', actor: 'admin', response: AdminPromoCodesResponse },
  {
    method: 'POST',
    path: '/admin/promo-codes',
    actor: 'admin',
    body: CreatePromoCodeRequest,
    response: AdminPromoCodeResponse,
  },
  {
    method: 'POST',
    path: '/admin/promo-codes/:code/expire',
    actor: 'admin',
    params: { code: promoCode },
    response: AdminPromoCodeResponse,
  },
  { method: 'GET', path: '/admin/gift-cards', actor: 'admin', response: AdminGiftCardsResponse },
  {
    method: 'POST',
    path: '/admin/gift-cards',
    actor: 'admin',
    body: IssueGiftCardsRequest,
    response: IssueGiftCardsResponse,
  },
  {
    method: 'POST',
    path: '/admin/gift-cards/:id/expire',
    actor: 'admin',
    params: { id },
    response: ExpireGiftCardResponse,
  },
  { method: 'GET', path: '/admin/campaigns', actor: 'admin', response: AdminCampaignsResponse },
  {
    method: 'POST',
    path: '/admin/campaigns',
    actor: 'admin',
    body: CreateCampaignRequest,
    response: AdminCampaignResponse,
  },
  {
    method: 'POST',
    path: '/admin/campaigns/:code/limit',
    actor: 'admin',
    params: { code: campaignCode },
    body: LimitCampaignRequest,
    response: AdminCampaignResponse,
  },
  {
    method: 'POST',
    path: '/admin/campaigns/:code/expire',
    actor: 'admin',
    params: { code: campaignCode },
    response: AdminCampaignResponse,
  },

  // Returns and customers (admin-returns.ts, admin-customers.ts).
  {
    method: 'GET',
    path: '/admin/returns',
    actor: 'admin',
    query: AdminReturnsQuery,
    response: AdminReturnsResponse,
  },
  {
    method: 'POST',
    path: '/admin/returns/:id/approve',
    actor: 'admin',
    params: { id },
    body: ApproveReturnRequest,
    response: ReturnDecisionResponse,
  },
  {
    method: 'POST',
    path: '/admin/returns/:id/reject',
    actor: 'admin',
    params: { id },
    body: RejectReturnRequest,
    response: ReturnDecisionResponse,
  },
  // In transit before received: the returns the first moves are there for the second.
  {
    method: 'POST',
    path: '/admin/returns/:id/in-transit',
    actor: 'admin',
    params: { id },
    response: ReturnLegResponse,
  },
  {
    method: 'POST',
    path: '/admin/returns/:id/received',
    actor: 'admin',
    params: { id },
    response: ReturnLegResponse,
  },
  {
    method: 'GET',
    path: '/admin/customers',
    actor: 'admin',
    query: AdminCustomerQuery,
    response: AdminCustomersResponse,
  },
  {
    method: 'GET',
    path: '/admin/customers/:id',
    actor: 'admin',
    params: { id },
    response: AdminCustomerDetailResponse,
  },
  {
    method: 'POST',
    path: '/admin/customers/:id/lock',
    actor: 'admin',
    params: { id },
    response: AdminCustomerSummaryResponse,
  },
  {
    method: 'POST',
    path: '/admin/customers/:id/unlock',
    actor: 'admin',
    params: { id },
    response: AdminCustomerSummaryResponse,
  },
  {
    method: 'POST',
    path: '/admin/customers/:id/password-reset',
    actor: 'admin',
    params: { id },
    response: AdminPasswordResetResponse,
  },
] as const satisfies readonly RouteContract[]
