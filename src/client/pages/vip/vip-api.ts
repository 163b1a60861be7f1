import type {
  VipCancelRequest,
  VipCancelResponse,
  VipSubscribeResponse,
} from '../../../shared/schemas/vip'
import { callApi, type ApiResult } from '../../api/account-api'

/** The VIP calls of My Rewards and the join button. The card is the card client's
 * (pay-clients/): only its single-use token comes here. */
export const vipCancelStep = (step: VipCancelRequest): Promise<ApiResult<VipCancelResponse>> =>
  callApi('POST', '/vip/cancel', step)

export const payVip = (
  paymentToken: string,
  idempotencyKey: string,
): Promise<ApiResult<VipSubscribeResponse>> =>
  callApi('POST', '/vip/subscribe', { paymentToken, idempotencyKey })
