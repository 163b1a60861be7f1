import { completeAccountDeletions } from './account-deletion'
import { accountHousekeeping } from '../services/accounts/account-housekeeping'
import { sweepOutbox } from '../services/email/mail-queue'
import {
  captureUnpaidBalances,
  captureUnpaidOrders,
  voidOrphanAuthorisations,
} from '../services/payments/payment-reconciliation'
import { pruneClientLogs } from '../services/logs/log-retention'
import { pruneTracking } from '../services/tracking/tracking-service'
import { pruneMetricPoints } from '../services/metrics/local-metrics'
import { autoCreditUnredeemed } from './auto-credit'
import { expireUnpaidDeposits, remindDepositBalances } from '../services/refunds/deposit-jobs'
import { applyPaidExtensions } from './extensions'
import { inferParcelDeliveries } from './parcel-delivery'
import { creditLoyaltyPoints, expireLoyaltyPoints } from './loyalty'
import { creditReferrals } from './referrals'
import type { ScheduledJob } from './run-jobs'
import { renewVipMemberships } from '../services/vip/vip-renewals'
import { expireWalletCredit } from '../services/wallet/wallet-expiry'
import { giftClaimCodes } from './gift-claim-codes'
import { sendDailyDeals } from '../services/marketing/daily-deals-job'
import { sendBackInStockAlerts } from '../services/stock/back-in-stock-job'

/** Everything the cron (wrangler.toml, every 15 minutes) runs. Each job is safe to run twice
 * and alongside live traffic, because a slow run can overlap the next. */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  // Deletion must finish within 24 hours of the request (transactions §4, §9).
  { name: 'account-deletion', run: (env, now) => completeAccountDeletions(env.DB, now) },
  { name: 'account-housekeeping', run: (env, now) => accountHousekeeping(env.DB, now) },
  // Mail leaves through the queue within seconds; this queues again whatever it left behind.
  { name: 'outbox-sweep', run: (env, now) => sweepOutbox(env, now) },
  // An authorisation that never became an order is voided, so no customer is left charged; an
  // order (or a deposit balance) whose capture failed after it was written is captured.
  {
    name: 'payment-reconciliation',
    run: async (env, now) => ({
      ...(await voidOrphanAuthorisations(env, now)),
      capture: await captureUnpaidOrders(env, now),
      balanceCapture: await captureUnpaidBalances(env, now),
    }),
  },
  // Tracking rows are kept 90 days: enough for the /insights comparisons, no longer.
  { name: 'tracking-retention', run: (env, now) => pruneTracking(env.DB, now) },
  // The local metrics stand-in's operational points, likewise (production's are in Analytics
  // Engine, which keeps three months itself).
  { name: 'metric-points-retention', run: (env, now) => pruneMetricPoints(env.DB, now) },
  // Client error and page-not-found records are for debugging: 30 days is plenty.
  { name: 'client-log-retention', run: (env, now) => pruneClientLogs(env.DB, now) },
  // After the purchase (transactions §4, §9). A paid VVE add-on moves its voucher's expiry 3
  // months on, once per order line.
  { name: 'voucher-extensions', run: (env, now) => applyPaidExtensions(env, now) },
  // Deposit vouchers whose balance is unpaid after its due day expire.
  { name: 'deposit-expiry', run: (env, now) => expireUnpaidDeposits(env, now) },
  // A week before a deposit's balance falls due, one reminder with the page that takes it.
  { name: 'deposit-reminders', run: (env, now) => remindDepositBalances(env, now) },
  // A posted parcel nobody marked delivered is taken as delivered some days after dispatch.
  { name: 'parcel-delivery', run: (env, now) => inferParcelDeliveries(env, now) },
  // An unredeemed voucher at expiry becomes wallet credit valid 14 days.
  { name: 'voucher-auto-credit', run: (env, now) => autoCreditUnredeemed(env, now) },
  // Lapsed wallet credit is written off as EXPIRY rows; e-gift claim codes are mailed.
  { name: 'wallet-expiry', run: (env, now) => expireWalletCredit(env, now) },
  { name: 'gift-claim-codes', run: (env, now) => giftClaimCodes(env, now) },
  // VIP: a pay link a day before the year ends; unpaid memberships expire.
  { name: 'vip-renewal', run: (env, now) => renewVipMemberships(env, now) },
  // Club points 30 days after payment, lapsing after 6 months; referral credit after the
  // friend's 14-day refund window.
  { name: 'loyalty-credit', run: (env, now) => creditLoyaltyPoints(env, now) },
  { name: 'loyalty-expiry', run: (env, now) => expireLoyaltyPoints(env, now) },
  { name: 'referral-credit', run: (env, now) => creditReferrals(env, now) },
  // The daily deals email: from each brand's sending hour, once per subscriber and local day
  // (the first run at or after the hour sends; later runs only what it left).
  { name: 'daily-deals', run: (env, now) => sendDailyDeals(env, now) },
  // Back-in-stock alerts: one email per notify-me sign-up once its deal is on sale again.
  { name: 'back-in-stock', run: (env, now) => sendBackInStockAlerts(env, now) },
]
