import { useEffect, useState } from 'react'
import {
  CREDIT_CLAIM_FAILURE,
  WALLET_TERMS_PATH,
} from '../../../shared/domain/wallet/credit-claim-outcome'
import type { CreditClaimResponse } from '../../../shared/schemas/wallet'
import { callRoute } from '../../api/typed-call'

export interface CreditClaimStatusProps {
  /** The link's all-digit credit_validation, or '' for the code kept from before login. */
  code: string
}

type View = CreditClaimResponse['data'] | { status: 'PENDING'; message: string }

/** /credit?credit_validation=… (transactions §4, §8): claims the offer once on load and shows
 * the §8 words; signed out, the server keeps the code and this asks the visitor to log in. */
export function CreditClaimStatus({ code }: CreditClaimStatusProps) {
  const [view, setView] = useState<View>({ status: 'PENDING', message: 'Applying your credit…' })

  useEffect(() => {
    let live = true
    void callRoute('POST /credit-claims', { body: { id: code } }).then((answer) => {
      if (!live) return
      // A 4xx says why in its own words (a campaign of the other site's currency); anything
      // else is the §8 failure.
      const refused = !answer.ok && answer.status >= 400 && answer.status < 500
      setView(
        answer.ok && answer.data
          ? answer.data.data
          : {
              status: refused ? 'INVALID' : 'FAILURE',
              creditAmount: null,
              currency: null,
              message: (refused && answer.message) || CREDIT_CLAIM_FAILURE,
            },
      )
    })
    return () => {
      live = false
    }
  }, [code])

  return (
    <div data-testid="credit-claim" data-status={view.status} role="status">
      <p>{view.message}</p>
      {view.status === 'SUCCESS' ? (
        <p>
          <a href={WALLET_TERMS_PATH}>T&amp;Cs apply</a>
        </p>
      ) : null}
      {view.status === 'LOGIN' ? (
        <p>
          <a href="/login?redirect=%2Fcredit">Log in</a>
        </p>
      ) : null}
    </div>
  )
}
