import { GiftCardRedeemResponse } from '../../../shared/schemas/wallet'
import { formatMoney } from '../../../shared/format/money'
import { CodeForm, postJson } from './wallet-forms'

/** /giftcard/redeem (transactions §2): the code goes to the wallet as credit. */
export function GiftcardRedeemForm() {
  async function submit(code: string) {
    const answer = await postJson('/api/v1/giftcards/redeem', { code })
    if (!answer.ok) throw new Error(answer.message)
    const { data } = GiftCardRedeemResponse.parse({ data: answer.data })
    return (
      <>
        {formatMoney(data.amount, data.currency, { zeroAsAmount: true })} has been added to your
        wallet. <a href="/myaccount/wallet">See your wallet</a>
      </>
    )
  }
  return (
    <CodeForm
      label="Gift card code"
      submitLabel="Redeem"
      submit={submit}
      testId="giftcard-redeem-form"
    />
  )
}
