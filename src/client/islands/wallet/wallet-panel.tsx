import { css } from '@linaria/core'
import { useCallback, useEffect, useState } from 'react'
import { formatMoney } from '../../../shared/format/money'
import { WalletResponse } from '../../../shared/schemas/wallet'
import { FRIENDLY_FETCH_MESSAGE } from '../../api/resilient-fetch'
import { readRoute } from '../../api/typed-read'

/** Transactions §7/§9: "GET user wallet (timeout 40000 ms)". */
const WALLET_TIMEOUT_MS = 40_000

const panel = css`
  display: grid;
  gap: 16px;
  .balances {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .balance {
    padding: 16px;
    border: 2px solid var(--color-border);
    border-radius: 12px;
  }
  .total {
    font-size: 1.6rem;
    font-weight: 700;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 8px 4px;
    border-bottom: 1px solid var(--color-border);
    text-align: left;
  }
  .amount {
    text-align: right;
    white-space: nowrap;
  }
  button {
    min-height: 44px;
    padding: 0 16px;
    border: 2px solid var(--color-primary);
    border-radius: 8px;
    background: none;
    font: inherit;
    cursor: pointer;
  }
`

type Wallet = WalletResponse['data']
type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; wallet: Wallet }

const money = (minor: number, currency: 'GBP' | 'EUR') =>
  formatMoney(minor, currency, { zeroAsAmount: true })
const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(new Date(iso))

const load = async (page: number) =>
  WalletResponse.parse(
    await readRoute(
      'GET /wallet',
      { query: { page } },
      {
        timeoutMs: WALLET_TIMEOUT_MS,
        retry: true,
        maxRetries: 2,
        init: { credentials: 'same-origin' },
      },
    ),
  ).data

/** /myaccount/wallet: per-currency balance split into refundable and marketing credit, and the
 * movements 20 at a time. Fetched on the client, as §7 gives this call its own long timeout. */
export function WalletPanel() {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [more, setMore] = useState(false)

  const first = useCallback(() => {
    setState({ kind: 'loading' })
    load(1).then(
      (wallet) => setState({ kind: 'ready', wallet }),
      () => setState({ kind: 'error' }),
    )
  }, [])
  useEffect(first, [first])

  if (state.kind === 'loading') {
    return (
      <p role="status" data-testid="wallet-loading">
        Loading your wallet…
      </p>
    )
  }
  if (state.kind === 'error') {
    return (
      <div className={panel} data-testid="wallet-error">
        <p role="alert">{FRIENDLY_FETCH_MESSAGE}</p>
        <p>
          <button type="button" onClick={first}>
            Try again
          </button>
        </p>
      </div>
    )
  }
  const { wallet } = state
  async function loadMore() {
    if (wallet.nextPage === null) return
    setMore(true)
    try {
      const next = await load(wallet.nextPage)
      setState({
        kind: 'ready',
        wallet: { ...next, transactions: [...wallet.transactions, ...next.transactions] },
      })
    } catch {
      setState({ kind: 'error' })
    } finally {
      setMore(false)
    }
  }

  return (
    <div className={panel} data-testid="wallet-panel">
      {wallet.balances.length === 0 ? (
        <p data-testid="wallet-empty">
          Your wallet is empty. Credit from gift cards, refunds and offers will show here.{' '}
          <a href="/giftcard/redeem">Redeem a gift card</a>
        </p>
      ) : (
        <ul className="balances">
          {wallet.balances.map((balance) => (
            <li key={balance.currency} className="balance" data-wallet-currency={balance.currency}>
              <div className="total" data-testid={`wallet-balance-${balance.currency}`}>
                {money(balance.balance, balance.currency)}
              </div>
              <div>Refundable: {money(balance.refundableBalance, balance.currency)}</div>
              <div>Promotional: {money(balance.marketingBalance, balance.currency)}</div>
            </li>
          ))}
        </ul>
      )}
      <p>
        Promotional credit pays up to 10% of each eligible item, at most £5 or €5 an item.{' '}
        <a href="/page/wallet-credit-more-info">More about wallet credit</a>
      </p>
      {wallet.transactions.length > 0 ? (
        <table>
          <caption>Transactions</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col" className="amount">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {wallet.transactions.map((move, index) => (
              <tr key={`${move.date}-${index}`} data-type={move.type}>
                <td>{dateOf(move.date)}</td>
                <td>{move.description}</td>
                <td className="amount">
                  {move.amount > 0 ? '+' : '−'}
                  {money(Math.abs(move.amount), move.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {wallet.nextPage !== null ? (
        <p>
          <button type="button" onClick={loadMore} disabled={more}>
            {more ? 'Loading…' : 'Show more'}
          </button>
        </p>
      ) : null}
    </div>
  )
}
