import type { TokenizeCardRequest } from '../../../shared/schemas/payment-token'
import type {
  VipCancelRequest,
  VipCancelResponse,
  VipSubscribeResponse,
} from '../../../shared/schemas/vip'
import { callApi, type ApiResult } from '../../api/account-api'
import { tokenize } from '../../components/card-fields/card-fields'

/** The VIP calls of My Rewards and the join button. Card numbers go to the tokenizer only. */
export const vipCancelStep = (step: VipCancelRequest): Promise<ApiResult<VipCancelResponse>> =>
  callApi('POST', '/vip/cancel', step)

export async function payVip(
  card: TokenizeCardRequest,
  idempotencyKey: string,
): Promise<ApiResult<VipSubscribeResponse>> {
  const token = await tokenize(card)
  if (!token.ok || !token.data) return { ...token, data: null }
  return callApi('POST', '/vip/subscribe', { paymentToken: token.data, idempotencyKey })
}
