import { UNEXPECTED_MESSAGE } from '../../api/account-api'
import { callRoute } from '../../api/typed-call'
import { CodeForm } from './wallet-forms'

/** /mygift (transactions §2 'Claim a gift'): the code from the gift email moves the vouchers
 * into the signed-in account. */
export function GiftClaimForm() {
  async function submit(code: string) {
    const answer = await callRoute('POST /gifts/claim', { body: { code } })
    if (!answer.ok || !answer.data) throw new Error(answer.message ?? UNEXPECTED_MESSAGE)
    const { data } = answer.data
    return (
      <>
        Your gift is yours: {data.vouchers === 1 ? '1 voucher' : `${data.vouchers} vouchers`} in{' '}
        <a href="/myaccount/vouchers">My vouchers</a>.
      </>
    )
  }
  return (
    <CodeForm label="Gift code" submitLabel="Claim gift" submit={submit} testId="gift-claim-form" />
  )
}
