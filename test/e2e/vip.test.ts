import type { APIRequestContext } from '@playwright/test'
import { test, expect } from './support/fixtures'
import { live } from './support/islands'
import {
  bankChallenge,
  bankPage,
  cardFrame,
  expressRegister,
  fillCard,
  payByCard,
  UNAUTHENTICATED,
} from './support/shopper'
import { DESKTOP } from './support/viewports'

/** A VIP-only deal sold by the option picker (not a travel calendar), from the VIP listing. */
async function vipOnlyDealPath(request: APIRequestContext): Promise<string> {
  const list = (await (
    await request.get('/api/v1/deals/national-deal?pageSize=50&vip=true')
  ).json()) as { mainDeal: { id: number } | null; deals: { id: number }[] }
  for (const { id } of [list.mainDeal, ...list.deals].filter((d) => d !== null)) {
    const deal = (await (await request.get(`/api/v1/deal/${id}`)).json()) as {
      vipOnly: boolean
      soldOut: boolean
      urlPath: string
      productDisplay: { type: string }
      deliveryType: string
    }
    // Postage is added at checkout, so the picker's total is the charge exactly for a deal
    // without it (the member's VIP price is the charge: no second VIP discount).
    if (
      deal.vipOnly &&
      !deal.soldOut &&
      deal.productDisplay.type !== 'calendar' &&
      deal.deliveryType !== 'postage'
    ) {
      return deal.urlPath
    }
  }
  throw new Error('no VIP-only deal in the seeded VIP listing')
}

test.describe('VIP membership in Chromium', () => {
  test.describe('desktop', () => {
    test.use(DESKTOP)

    test('joins VIP through the VIP payment modal with a card the bank challenges, sees My Rewards and is kept by the retention offer', async ({
      page,
      context,
      problems,
      shopper,
    }) => {
      await expressRegister(context, { ...shopper, firstName: 'Vera' })

      // The VIP benefits with the offer to join (also the /deals/vip hub header, vipHubHeader).
      await page.goto('/second-checkout/benefits')
      await expect(page.getByText('Checkout discount up to 15%')).toBeVisible()
      await live(page, 'vip-join')
      await page.getByTestId('vip-join').click()

      // The VIP payment modal: black, with the logo and no close button.
      const modal = page.getByTestId('vip-payment-modal')
      await expect(modal).toBeVisible()
      await expect(modal.getByText('Dealio VIP', { exact: true })).toHaveCount(1)
      await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0)
      await expect(modal).toHaveCSS('background-color', 'rgb(0, 0, 0)')
      await page.keyboard.press('Escape')
      await expect(modal).toBeVisible()

      // The card client's fields, as at checkout, and the bank's 3-D Secure challenge over the
      // dialog, completed.
      await fillCard(modal, '4000 0000 0000 3220')
      await modal.getByRole('button', { name: 'Pay £4.99' }).click()
      await expect(bankChallenge(page)).toBeVisible()
      await Promise.all([
        page.waitForURL('/myaccount/vip-rewards'),
        bankPage(page).getByRole('button', { name: 'Complete authentication' }).click(),
      ])

      // Paid: My Rewards with the membership and its renewal date.
      await expect(page.getByTestId('vip-rewards')).toBeVisible()
      await expect(page.getByTestId('vip-renewal-date')).toHaveText(/^\d{4}-\d{2}-\d{2}$/)

      // Cancelling: reason, then the 50% retention offer, and the member stays.
      await live(page, 'vip-rewards')
      await page.getByRole('button', { name: 'Cancel membership' }).click()
      await page.getByLabel('It costs too much').check()
      await page.getByRole('button', { name: 'Continue' }).click()
      const offer = page.getByTestId('vip-retention-offer')
      await expect(offer.getByText('50% off your next renewal')).toBeVisible()
      await offer.getByRole('button', { name: 'Stay and save 50%' }).click()
      await expect(page.getByText('£2.49 (50% off, thanks for staying)')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Cancel membership' })).toBeVisible()
      expect(problems).toEqual([])
    })
  })

  test.describe('320 px phone', () => {
    const width = 320
    test.use({ viewport: { width, height: 640 } })

    test('fits the join dialog on a 320 px phone, keeps it open when the bank cannot verify the card, then buys a VIP-only deal without touching the picker', async ({
      page,
      context,
      problems,
      shopper,
    }) => {
      const vera = { ...shopper, firstName: 'Vera' }
      await expressRegister(context, vera)

      await page.goto('/second-checkout/benefits')
      await live(page, 'vip-join')
      await page.getByTestId('vip-join').click()
      const modal = page.getByTestId('vip-payment-modal')
      await expect(modal).toBeVisible()
      const card = cardFrame(modal)
      for (const label of [
        'Name on card',
        'Card number',
        'Expiry (MM/YY)',
        'Security code (CVV)',
      ]) {
        const box = (await card.getByLabel(label).boundingBox())!
        expect(box.x, label).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, label).toBeLessThanOrEqual(width)
      }
      // 'Authentication failed' (§8 'unauthenticatable card'): nothing paid, the dialog stays
      // open with the card as typed, and the shopper can try again.
      const pay = modal.getByRole('button', { name: 'Pay £4.99' })
      await fillCard(modal, '4000 0000 0000 3063')
      await pay.click()
      await expect(modal.getByRole('alert')).toHaveText(UNAUTHENTICATED)
      await expect(card.getByLabel('Card number')).toHaveValue('4000 0000 0000 3063')
      await expect(pay).toBeEnabled()
      expect(new URL(page.url()).pathname).toBe('/second-checkout/benefits')
      await card.getByLabel('Card number').fill('4111 1111 1111 1111')
      await Promise.all([page.waitForURL('/myaccount/vip-rewards'), pay.click()])

      // The member's deal page: their VIP price at once, an option already chosen, Buy now live.
      await page.goto(await vipOnlyDealPath(context.request))
      await live(page, 'deal-product-picker')
      const picker = page.getByTestId('deal-product-picker')
      const buy = picker.getByRole('button', { name: 'Buy now' })
      await expect(buy).toBeEnabled()
      const shown = (await picker.locator('output strong').innerText()).trim()
      await Promise.all([page.waitForURL(/\/checkout\/[\w-]{11,}$/), buy.click()])
      await live(page, 'checkout-app')
      if ((await page.getByLabel('Email address').count()) > 0) {
        await page.getByLabel('Email address').fill(vera.email)
      }
      await payByCard(page)
      // What the picker showed is what the order charged.
      await expect(page.getByTestId('order-total')).toHaveText(shown, { useInnerText: true })
      expect(problems).toEqual([])
    })
  })
})
