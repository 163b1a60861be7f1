import { BASKET_ERRORS } from '../../../shared/domain/basket/basket-errors'
import { isValidBasketToken } from '../../../shared/domain/basket/basket-token'
import { DomainError } from '../../errors'
import type { BasketRepository, BasketRow } from '../../storage/basket-repository'

/** Who is asking: the signed-in customer's id, or null for an anonymous visitor. */
export interface Viewer {
  userId: number | null
}

const BASKET_NOT_FOUND = 'Basket not found'

/** §5: a token must be longer than 10 characters and not 'undefined' (§8 has a message of its
 * own for that one, the client's missing cookie). */
function assertBasketToken(token: string): void {
  if (token === 'undefined') {
    throw new DomainError('INVALID', BASKET_ERRORS.TOKEN_UNDEFINED.message)
  }
  if (!isValidBasketToken(token)) {
    throw new DomainError('INVALID', BASKET_ERRORS.TOKEN_OR_DATA_MALFORMED.message)
  }
}

/** The basket behind a token, if this viewer may see it. An anonymous basket's token is its
 * credential; a customer's basket also needs that customer's session. Anyone else gets the same
 * 404 as for a token that does not exist, so a leaked token reveals nothing of a customer's
 * basket, not even that it exists. */
export async function basketFor(
  repository: BasketRepository,
  token: string,
  viewer: Viewer,
): Promise<BasketRow> {
  assertBasketToken(token)
  const row = await repository.findBasket(token)
  if (!row || (row.customerId !== null && row.customerId !== viewer.userId)) {
    throw new DomainError('NOT_FOUND', BASKET_NOT_FOUND)
  }
  return row
}

/** As `basketFor`, for edits: an ordered or abandoned basket no longer changes. */
export async function openBasketFor(
  repository: BasketRepository,
  token: string,
  viewer: Viewer,
): Promise<BasketRow> {
  const row = await basketFor(repository, token, viewer)
  if (row.status !== 'OPEN') {
    throw new DomainError('CONFLICT', 'This basket is closed. Please start a new one.')
  }
  return row
}
