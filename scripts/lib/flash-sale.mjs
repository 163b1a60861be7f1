// The flash-sale part of `npm run bench`: shoppers buy one deal through the
// same API calls the checkout makes (express registration, basket, card tokenizer, order with an
// Idempotency-Key), all of them set up before the clock starts, then every order is placed at
// once, `connections` in flight at a time. Stock is checked in the database afterwards: exactly
// `stock` units sold, every other shopper refused with the sold-out answer, never below 0.
import { cpuSeconds } from './workerd.mjs'

const SOLD_OUT = { code: 'CONFLICT', message: 'Sorry, this product has just sold out.' }
const PRICE = 1500

let runs = 0

/** A deal of one product with `stock` units (null: unlimited), cloned from a seeded UK voucher
 * deal so its location, merchant and category are real. A new id each time: the seeded
 * database is reused by later runs. */
async function makeDeal(db, stock) {
  const template = await db
    .prepare(
      `SELECT * FROM deals WHERE country_code = 'gb' AND brand IS NULL
          AND product_display_type = 'default' AND open = 1 ORDER BY id LIMIT 1`,
    )
    .first()
  const productTemplate = await db
    .prepare('SELECT * FROM deal_products WHERE deal_id = ? ORDER BY id LIMIT 1')
    .bind(template.id)
    .first()
  const dealId = (await db.prepare('SELECT MAX(id) AS n FROM deals').first()).n + 1
  // Above any product id an order or voucher names too: a reseed drops the catalogue's extra
  // products, not the orders earlier runs placed for them, and those must not count as sold here.
  const productId =
    (
      await db
        .prepare(
          `SELECT MAX(n) AS n FROM (SELECT MAX(id) AS n FROM deal_products
             UNION ALL SELECT MAX(product_id) FROM order_lines
             UNION ALL SELECT MAX(product_id) FROM vouchers)`,
        )
        .first()
    ).n + 1
  const deal = {
    ...template,
    id: dealId,
    title: `Flash sale ${dealId}`,
    evergreen_slug: null,
    is_evergreen: 0,
    price: PRICE,
    original_price: PRICE * 2,
    vip_price: null,
    vip_only: 0,
    open: 1,
    opens_at: '2000-01-01T00:00:00.000Z',
    closing_date: '2099-12-31T00:00:00.000Z',
    enable_buy_closed_deal: 0,
    purchase_cap: null,
    daily_purchase_cap: null,
    weekly_purchase_cap: null,
    deposit_available: 0,
    deposit_price: null,
  }
  const product = {
    ...productTemplate,
    id: productId,
    deal_id: dealId,
    position: 0,
    row_id: null,
    column_id: null,
    title: `Flash product ${productId}`,
    friendly_name: `Flash product ${productId}`,
    price: PRICE,
    original_price: PRICE * 2,
    vip_price: null,
    vip_exclusive: 0,
    total_remaining: stock,
    remaining_for_day: null,
    remaining_for_week: null,
    purchase_cap: null,
    has_deposit: 0,
    deposit_price: null,
    number_of_nights: null,
    sold_out: 0,
  }
  const insert = (table, row) => {
    const columns = Object.keys(row)
    return db
      .prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      )
      .bind(...columns.map((column) => row[column] ?? null))
  }
  await db.batch([insert('deals', deal), insert('deal_products', product)])
  return { dealId, productId }
}

/** Runs `fn` over `items`, `width` at a time. */
async function pool(items, width, fn) {
  const results = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        results[i] = await fn(items[i], i)
      }
    }),
  )
  return results
}

/** One shopper ready to pay: signed in (express registration), a basket holding one unit of
 * the product, a sandbox card token. Each has an address of its own (TEST-NET-2), so the
 * per-IP limits on registration and tokenizing see separate shoppers, as a real sale would. */
async function prepareShopper(url, { dealId, productId }, n) {
  const ip = `198.51.${100 + (n >> 8)}.${n & 255}`
  const jar = new Map()
  const call = async (path, body, extra = {}) => {
    const res = await fetch(url + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: url,
        'cf-connecting-ip': ip,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...extra,
      },
      body: JSON.stringify(body),
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
    const json = await res.json().catch(() => null)
    return { status: res.status, json }
  }
  const stamp = `${Date.now()}-${++runs}-${n}`
  const email = `flash-${stamp}@example.com`
  const registered = await call('/api/v1/customer/express-register', {
    requestRegistration: { email, firstName: 'Flash' },
  })
  if (registered.status !== 201)
    throw new Error(
      `express-register answered ${registered.status} ${JSON.stringify(registered.json)}`,
    )
  const basket = await call('/api/v1/basket', {
    brand: 'dealio',
    eligibleForVip: false,
    products: [{ dealId, dealProductId: productId, quantity: 1 }],
  })
  if (basket.status !== 201)
    throw new Error(`basket answered ${basket.status} ${JSON.stringify(basket.json)}`)
  const card = await call('/api/v1/payments/tokenize', {
    name: 'Flash Shopper',
    number: '4111111111111111',
    expiryMonth: 12,
    expiryYear: 2030,
    cvv: '123',
  })
  if (card.status !== 201)
    throw new Error(`tokenize answered ${card.status} ${JSON.stringify(card.json)}`)
  const order = async () => {
    const started = performance.now()
    const res = await call(
      `/api/v1/checkout/${encodeURIComponent(basket.json.data.basketToken)}/order`,
      {
        payment: { method: 'credit_card', paymentToken: card.json.data.token },
        expectedTotal: PRICE,
        // An express-registered shopper confirms the address the vouchers go to, as the
        // checkout asks.
        confirmEmail: email,
      },
      { 'idempotency-key': `flash-${stamp}-${crypto.randomUUID()}` },
    )
    return { ...res, ms: performance.now() - started }
  }
  return { order }
}

const pct = (xs, p) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] : 0
const msOf = (answers) => answers.map((a) => a.ms)

/** One sale: `shoppers` buyers for a product of `stock` units (null: unlimited). Returns the
 * figures and a list of failures (empty when every check held). */
export async function flashSale({ url, pid, db, shoppers, stock, connections, log }) {
  const deal = await makeDeal(db, stock)
  const setupStarted = performance.now()
  const ready = await pool(
    Array.from({ length: shoppers }, (_, i) => i),
    8,
    (n) => prepareShopper(url, deal, n),
  )
  log(
    `${shoppers} shoppers registered, each with a basket and a card token, in ` +
      `${((performance.now() - setupStarted) / 1000).toFixed(1)} s; deal ${deal.dealId}, ` +
      `stock ${stock ?? 'unlimited'}`,
  )
  const cpuBefore = cpuSeconds(pid)
  const started = performance.now()
  const answers = await pool(ready, connections, async (shopper) => {
    const answer = await shopper.order()
    return { ...answer, at: performance.now() - started }
  })
  const wall = (performance.now() - started) / 1000
  const cpu = cpuBefore === undefined ? undefined : cpuSeconds(pid) - cpuBefore

  const placed = answers.filter((a) => a.status === 201)
  const refused = answers.filter((a) => a.status === 409)
  const other = answers.filter((a) => a.status !== 201 && a.status !== 409)
  const failures = []
  for (const a of other.slice(0, 5))
    failures.push(`unexpected answer ${a.status} ${JSON.stringify(a.json)}`)
  if (other.length) failures.push(`${other.length} unexpected answers in all`)
  for (const a of refused) {
    if (JSON.stringify(a.json?.error) !== JSON.stringify(SOLD_OUT)) {
      failures.push(`a 409 that is not the sold-out answer: ${JSON.stringify(a.json)}`)
      break
    }
  }
  const count = async (sql) => (await db.prepare(sql).bind(deal.productId).first()).n
  const remaining = await count('SELECT total_remaining AS n FROM deal_products WHERE id = ?')
  const orders = await count(
    'SELECT COUNT(DISTINCT order_id) AS n FROM order_lines WHERE product_id = ?',
  )
  const vouchers = await count('SELECT COUNT(*) AS n FROM vouchers WHERE product_id = ?')
  if (stock !== null) {
    if (placed.length !== stock) failures.push(`${placed.length} orders placed for ${stock} units`)
    if (refused.length !== shoppers - stock)
      failures.push(`${refused.length} refused, expected ${shoppers - stock}`)
    if (remaining !== 0) failures.push(`stock left ${remaining}, expected 0`)
  }
  const sold = stock ?? shoppers
  // Closed again, so the seeded catalogue the next run's feeds and pages read stays as seeded.
  await db.prepare('UPDATE deals SET open = 0 WHERE id = ?').bind(deal.dealId).run()
  if (orders !== sold) failures.push(`${orders} orders in the database, expected ${sold}`)
  if (vouchers !== sold) failures.push(`${vouchers} vouchers in the database, expected ${sold}`)

  // Orders per second counts the placed orders over the time until the last of them answered:
  // once stock is gone, refusals are cheap and would flatter the figure.
  const lastPlaced = placed.length ? Math.max(...placed.map((a) => a.at)) / 1000 : wall
  const cores = cpu === undefined ? undefined : cpu / wall
  return {
    stock,
    shoppers,
    placed: placed.length,
    refused: refused.length,
    other: other.length,
    remaining,
    orders,
    vouchers,
    ordersPerSecond: placed.length / lastPlaced,
    answersPerSecond: answers.length / wall,
    placedP50: pct(msOf(placed), 0.5),
    placedP99: pct(msOf(placed), 0.99),
    refusedP50: pct(msOf(refused), 0.5),
    refusedP99: pct(msOf(refused), 0.99),
    cores,
    cpuMsPerAnswer: cores === undefined ? undefined : (1000 * cpu) / answers.length,
    failures,
  }
}
