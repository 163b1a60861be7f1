import type { VipCancelRequest } from '../../../shared/schemas/vip'
import { callRoute } from '../../api/typed-call'

/** The VIP calls of My Rewards and the join button. The card is the card client's
 * (pay-clients/): only its single-use token comes here. */
export const vipCancelStep = (step: VipCancelRequest) =>
  callRoute('POST /vip/cancel', { body: step })

export const payVip = (paymentToken: string, idempotencyKey: string) =>
  callRoute('POST /vip/subscribe', { body: { paymentToken, idempotencyKey } })
