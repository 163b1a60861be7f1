import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { isValidBasketToken } from '../../../shared/domain/basket/basket-token'
import { BasketRepository, type BasketLineRow } from '../../storage/basket-repository'
import { allowedQuantity, newLineId, sameLine } from './basket-lines'
import { clock } from '../../clock'

/** Reconciles the visitor's basket with the customer's on login (transactions §4 'Auth': "The
 * basket token is reconciled with the customer's basket on login"). An anonymous open basket
 * becomes the customer's when they have none; otherwise its lines join the customer's open
 * basket (the same product and stay adds up), each clamped to what max quantity allows now, and
 * the anonymous basket is closed. Lines no longer on sale, or in the other basket's currency,
 * are dropped. A basket owned by someone else, closed, or unknown is left alone. Returns the
 * token of the customer's open basket after the merge (for the basket cookie), or null when
 * they have none.
 * @example await mergeAnonymousBasket(env.DB, cookieToken, user.id) // 'AbC...' */
export async function mergeAnonymousBasket(
  db: D1Database,
  anonymousToken: string | null | undefined,
  userId: number,
  now: Date = clock.now(),
): Promise<string | null> {
  const repository = new BasketRepository(db)
  const anonymous = isValidBasketToken(anonymousToken)
    ? await repository.findBasket(anonymousToken)
    : null
  const own = await repository.findOpenBasketOf(userId)
  if (!anonymous || anonymous.status !== 'OPEN' || anonymous.customerId !== null) {
    return own?.token ?? null
  }
  const at = now.toISOString()
  if (!own) {
    await repository.batch([repository.updateBasket(anonymous.token, { customerId: userId }, at)])
    return anonymous.token
  }
  const lines: BasketLineRow[] = (await repository.lines(own.token)).map((line) => ({ ...line }))
  const incoming = await repository.lines(anonymous.token)
  const products = new Map(
    (await repository.products(incoming.map((line) => line.productId))).map((row) => [
      row.productId,
      row,
    ]),
  )
  const statements: D1PreparedStatement[] = []
  let position = Math.max(-1, ...lines.map((line) => line.position))
  for (const line of incoming) {
    const existing = sameLine(lines, line)
    const result = allowedQuantity({
      basket: own,
      product: products.get(line.productId),
      dealId: line.dealId,
      requested: (existing?.quantity ?? 0) + line.quantity,
      lines,
      lineId: existing?.id ?? null,
      now,
      vip: false,
    })
    if (existing) {
      if (result.quantity <= existing.quantity) continue
      existing.quantity = result.quantity
      statements.push(repository.updateLine(own.token, existing.id, { quantity: result.quantity }))
    } else if (result.quantity > 0) {
      position += 1
      const moved = {
        ...line,
        id: newLineId(),
        basketToken: own.token,
        position,
        quantity: result.quantity,
      }
      lines.push(moved)
      statements.push(repository.insertLine(moved, at))
    }
  }
  await repository.batch([
    ...statements,
    repository.updateBasket(own.token, {}, at),
    repository.closeBasket(anonymous.token, 'ABANDONED', at),
  ])
  return own.token
}
