import { formatMoney } from '../../../shared/format/money'
import { UNEXPECTED_MESSAGE } from '../../api/account-api'
import { callRoute } from '../../api/typed-call'
import { CodeForm } from './wallet-forms'

/** /giftcard/redeem (transactions §2): the code goes to the wallet as credit. */
export function GiftcardRedeemForm() {
  async function submit(code: string) {
    const answer = await callRoute('POST /giftcards/redeem', { body: { code } })
    if (!answer.ok || !answer.data) throw new Error(answer.message ?? UNEXPECTED_MESSAGE)
    const { data } = answer.data
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
