import type { D1Database } from '@cloudflare/workers-types'
import { makeShopper } from '../../fixtures/make-shopper'
import { makeStaff } from '../../fixtures/make-staff'
import type { FuzzFixtures } from './contract'

/** The signed-in actors every area's fuzz run starts from: a customer, an admin, and a merchant
 * user of the merchant behind the first seeded deal (so merchant routes reach real data). Areas
 * add their own real ids to `ids`. */
export async function baseFixtures(db: D1Database): Promise<FuzzFixtures> {
  const customer = await makeShopper(db)
  const admin = await makeStaff(db, { role: 'admin' })
  const owner = await db
    .prepare('SELECT merchant_id FROM deals WHERE merchant_id IS NOT NULL ORDER BY id LIMIT 1')
    .first<{ merchant_id: number }>()
  const merchant = await makeStaff(db, { role: 'merchant', merchantId: owner?.merchant_id })
  return {
    customer: { id: customer.id, email: customer.email, cookie: customer.cookie },
    admin: { cookie: admin.cookie },
    merchant: { cookie: merchant.cookie },
    ids: {},
  }
}
