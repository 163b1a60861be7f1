import { test, expect } from './support/fixtures'
import { signUp } from './support/shopper'
import { SCREENS } from './support/viewports'

for (const [name, screen] of Object.entries(SCREENS)) {
  test.describe(`the consent line on sign-up in Chromium (${name})`, () => {
    test.use(screen)

    test(`subscribes the new shopper (${name}): the account says subscribed and the confirmation is mailed`, async ({
      page,
      problems,
      shopper,
    }) => {
      const connie = { ...shopper, firstName: 'Connie' }
      await page.goto('/register')
      await expect(
        page.getByText('By clicking Sign up you agree to receive our daily deals emails'),
      ).toBeVisible()
      await signUp(page, connie)

      await page.goto('/myaccount/subscriptions')
      await expect(page.getByTestId('subscription-status')).toHaveText(
        'You are subscribed to our deals emails.',
      )

      await page.goto(`/dev/mailbox?to=${encodeURIComponent(connie.email)}`)
      const confirmation = page.locator('article[data-kind="subscription-confirmation"]')
      await expect(confirmation).toHaveCount(1)
      await expect(confirmation.locator('a[href*="/email-preferences?token="]')).toHaveCount(1)
      // The dev mailbox is a bare page without an icon link, so Chromium asks for /favicon.ico.
      expect(problems.filter((problem) => !problem.includes('/favicon.ico'))).toEqual([])
    })
  })
}
