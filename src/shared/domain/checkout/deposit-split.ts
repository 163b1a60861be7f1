// The one deposit arithmetic (transactions §4 'Deposit vouchers'): the basket's order summary,
// the travel calendar and a stay's deposit terms (travel/deposit.ts) all split through it.

export interface DepositLineInput {
  /** Unit price and deposit per unit, in minor units; depositPrice null when none is offered. */
  price: number
  depositPrice: number | null
  quantity: number
  /** §3 basket line payDeposit: the shopper chose to pay the deposit now. */
  payDeposit: boolean
}

/** What a line charges now and leaves for later (§4: "deposit paid, balance paid later"). A line
 * pays in full when the shopper did not choose the deposit or the product offers none (or a
 * deposit not below the price, which would leave nothing for later).
 * @example depositSplit({ price: 30000, depositPrice: 5000, quantity: 2, payDeposit: true }) // { payNow: 10000, payLater: 50000 } */
export function depositSplit(line: DepositLineInput): { payNow: number; payLater: number } {
  const full = line.price * line.quantity
  const { depositPrice } = line
  if (
    !line.payDeposit ||
    depositPrice === null ||
    depositPrice <= 0 ||
    depositPrice >= line.price
  ) {
    return { payNow: full, payLater: 0 }
  }
  const payNow = depositPrice * line.quantity
  return { payNow, payLater: full - payNow }
}
