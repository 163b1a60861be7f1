import { GiftClaimResponse } from '../../../shared/schemas/wallet'
import { CodeForm, postJson } from './wallet-forms'

/** /mygift (transactions §2 'Claim a gift'): the code from the gift email moves the vouchers
 * into the signed-in account. */
export function GiftClaimForm() {
  async function submit(code: string) {
    const answer = await postJson('/api/v1/gifts/claim', { code })
    if (!answer.ok) throw new Error(answer.message)
    const { data } = GiftClaimResponse.parse({ data: answer.data })
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
