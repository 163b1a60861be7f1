import { test, expect } from './support/fixtures'
import { e2eOrigin } from './support/server-address'
import { expressRegister, newShopper } from './support/shopper'
import { DESKTOP } from './support/viewports'

test.describe('refer a friend and the club in Chromium', () => {
  test.use(DESKTOP)

  test('shares a personal link that a new friend joins through, and shows the club', async ({
    page,
    context: referrer,
    problems,
    newContext,
  }) => {
    await expressRegister(referrer, newShopper('rewards', 'Rita'))

    await page.goto('/myaccount/refer-a-friend')
    await expect(page.getByText('Get £200 credit')).toBeVisible()
    const link = await page.getByLabel('Your referral link').inputValue()
    expect(link).toMatch(/\/r\/[A-Z2-9]{8}$/)
    for (const network of ['Facebook', 'X', 'WhatsApp', 'Email']) {
      await expect(page.getByRole('link', { name: network, exact: true })).toHaveCount(1)
    }

    // The friend opens the link (counted, cookie set, home page) and registers.
    const friend = await newContext()
    const friendPage = await friend.newPage()
    await friendPage.goto(link, { waitUntil: 'domcontentloaded' })
    expect(new URL(friendPage.url()).pathname).toBe('/')
    await expressRegister(friend, newShopper('rewards-friend', 'Fred'))
    await friend.close()

    await page.reload()
    const stats = page.getByTestId('referral-stats')
    await expect(stats).toHaveText(/Links opened\s*1/)
    await expect(stats).toHaveText(/Friends joined\s*1/)

    // Sharing a deal earns club points; a Pink member sees them but cannot exchange yet.
    const tracked = await referrer.request.post('/api/v1/tracking/data', {
      headers: { origin: e2eOrigin() },
      data: { shareDeal: 1 },
    })
    expect(tracked.status()).toBe(204)
    await page.goto('/myaccount/rewards')
    await expect(page.getByTestId('rewards-points')).toHaveText('5')
    await expect(
      page.getByText('Reach Bronze to exchange your points for wallet credit.'),
    ).toBeVisible()
    expect(problems).toEqual([])
  })
})
