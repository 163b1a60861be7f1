/**
 * Which service module owns each storage file, and so the tables that file writes. A table is
 * written (INSERT, UPDATE, DELETE) by one module's repositories only; other modules ask that
 * module, or read it through a join (documented where the join is). The few writes that must
 * cross a module line (one D1 batch is the unit of atomicity, DESIGN) are listed in
 * CROSS_MODULE_WRITES with their reason. test/unit/architecture/table-ownership.test.ts parses
 * the SQL of every file here and fails on a table written by two modules that is not listed.
 */
export const STORAGE_OWNERS = {
  'account-deletion-repository.ts': 'accounts',
  'account-repository.ts': 'accounts',
  'account-token-repository.ts': 'accounts',
  'address-repository.ts': 'addresses',
  'admin-customers-repository.ts': 'accounts',
  'admin-deal-repository.ts': 'catalog',
  'd1-session.ts': 'request-services',
  'daily-deal-mail-repository.ts': 'marketing', // the request's D1 session: no SQL, no table
  'deal-image-store.ts': 'catalog',
  'deal-media-repository.ts': 'catalog',
  'payments/authorisation-repository.ts': 'payments',
  'payments/payment-notification-repository.ts': 'payments',
  'payments/payment-token-repository.ts': 'payments',
  'payments/provider-binding-repository.ts': 'payments',
  'payments/sandbox-approval-repository.ts': 'checkout',
  'admin-giftcards-repository.ts': 'giftcards',
  'admin-promotions-repository.ts': 'promotions',
  'admin-returns-repository.ts': 'refunds',
  'audit-repository.ts': 'staff',
  'back-in-stock-repository.ts': 'stock',
  'basket-repository.ts': 'basket',
  'booking-request-repository.ts': 'vouchers',
  'buy-again-repository.ts': 'orders',
  'catalog-repository.ts': 'catalog',
  'catalog-rows.ts': 'catalog',
  'content-repository.ts': 'discovery',
  'credit-campaign-repository.ts': 'credit-claims',
  'deal-resource-repository.ts': 'catalog',
  'deal-stock-repository.ts': 'catalog',
  'deposit-reminder-repository.ts': 'orders',
  'express-buy-repository.ts': 'payments',
  'feed-cache.ts': 'feeds',
  'gift-card-repository.ts': 'giftcards',
  'gift-claim-repository.ts': 'giftcards',
  'listing-criteria.ts': 'feeds',
  'listing-repository.ts': 'feeds',
  'listing-rows.ts': 'feeds',
  'log-repository.ts': 'logs',
  'merchant-portal-repository.ts': 'merchant',
  'metric-point-repository.ts': 'metrics', // the local metrics stand-in's metric_points
  'order-addon-repository.ts': 'orders',
  'order-attribution-repository.ts': 'orders',
  'order-batch-repository.ts': 'orders',
  'order-deposit-repository.ts': 'orders',
  'order-repository.ts': 'orders',
  'mail-suppression-repository.ts': 'email',
  'outbox-repository.ts': 'email',
  'mail-dead-letter-repository.ts': 'email',
  'health-probe.ts': 'health', // SELECT 1: no table
  'parcel-repository.ts': 'parcels',
  'points-ledger-repository.ts': 'loyalty',
  'profile-repository.ts': 'accounts',
  'promo-repository.ts': 'promotions',
  'rails-repository.ts': 'discovery',
  'referral-repository.ts': 'referral',
  'refund-repository.ts': 'refunds',
  'review-repository.ts': 'reviews',
  'search-repository.ts': 'search',
  'seo-repository.ts': 'seo',
  'sign-in-lock.ts': 'accounts',
  'social-identity-repository.ts': 'accounts',
  'staff-repository.ts': 'staff',
  'stock-repository.ts': 'stock',
  'subscription-repository.ts': 'accounts',
  'tracking-repository.ts': 'tracking',
  'travel-repository.ts': 'availability',
  'unpaid-order-repository.ts': 'payments',
  'vip-repository.ts': 'vip',
  'voucher-repository.ts': 'vouchers',
  'wallet-ledger-repository.ts': 'wallet',
  'wallet-repository.ts': 'wallet',
  'wishlist-repository.ts': 'wishlist',
} as const satisfies Record<string, string>

export type StorageModule = (typeof STORAGE_OWNERS)[keyof typeof STORAGE_OWNERS]

/** A write into another module's table, and why it cannot go through that module. */
export interface CrossModuleWrite {
  table: string
  /** The module writing a table it does not own. */
  writer: StorageModule
  reason: string
}

/** The owner of each table that more than one module writes (a table one module writes is
 * that module's). */
export const TABLE_OWNERS: Readonly<Record<string, StorageModule>> = {
  audit_log: 'staff',
  back_in_stock_alerts: 'stock',
  baskets: 'basket',
  credit_campaigns: 'giftcards',
  deposit_balance_payments: 'refunds',
  email_outbox: 'email',
  merchants: 'merchant',
  order_events: 'orders',
  orders: 'orders',
}

const ERASURE =
  "account deletion (§ 'Delete my account') erases the customer's personal rows in every " +
  'module in one batch, so no module keeps them after the customer is told they are gone'

export const CROSS_MODULE_WRITES: readonly CrossModuleWrite[] = [
  { table: 'back_in_stock_alerts', writer: 'accounts', reason: ERASURE },
  { table: 'baskets', writer: 'accounts', reason: ERASURE },
  { table: 'email_outbox', writer: 'accounts', reason: ERASURE },
  { table: 'orders', writer: 'accounts', reason: ERASURE },
  {
    table: 'orders',
    writer: 'payments',
    reason:
      "a provider notification moves the order's payment_state in the batch that records the " +
      'notification, so the same notification never moves it twice',
  },
  {
    table: 'deposit_balance_payments',
    writer: 'payments',
    reason:
      "a provider notification moves a deposit balance payment's payment_state in the batch that " +
      'records the notification, as it does an order’s',
  },
  {
    table: 'audit_log',
    writer: 'payments',
    reason:
      "a provider's change to an order is audited in the batch of the change, written only when " +
      'the change landed (staff changes go through audit-log.ts the same way)',
  },
  {
    table: 'merchants',
    writer: 'reviews',
    reason: "a merchant's rating is the average of its reviews, recomputed in the batch adding one",
  },
  {
    table: 'credit_campaigns',
    writer: 'credit-claims',
    reason:
      'a claim counts itself in its batch: the claims <= max_claims CHECK refuses the one past the limit',
  },
  {
    table: 'order_events',
    writer: 'loyalty',
    reason:
      'the consumer marks an event processed in the batch that credits it, so it credits once',
  },
  {
    table: 'order_events',
    writer: 'referral',
    reason:
      'the consumer marks an event processed in the batch that rewards it, so it rewards once',
  },
]

/** Per module, the tables its storage reads (FROM, JOIN) that another module owns: joins for a
 * page, a report or a job, acceptable as reads; writes go through the owner. The test keeps this
 * list true, so a new join across a module line shows up here in review. */
export const CROSS_MODULE_READS: Readonly<Partial<Record<StorageModule, readonly string[]>>> = {
  accounts: [
    'order_attributions',
    'orders',
    'points_balances',
    'points_ledger',
    'vouchers',
    'wallet_balances',
    'wallet_ledger',
  ],
  availability: ['travel_calendar_days'],
  basket: ['deal_products', 'deals', 'merchants'],
  catalog: ['deal_purchases', 'deal_reviews', 'merchants'],
  'credit-claims': ['credit_campaigns'],
  discovery: ['deal_purchases', 'deals'],
  // The mail queue's send-time check of a marketing mail's subscription (sendTimeFacts).
  email: ['email_subscriptions', 'gift_claims', 'staff_users'],
  feeds: ['deals'],
  // The e-gift's buyer (name and address) for the news of its claim.
  giftcards: ['baskets', 'orders', 'users', 'vouchers'],
  loyalty: ['order_events', 'orders', 'vouchers'],
  // The daily deals job's subscribers, with their names and VIP state, in one query per page.
  marketing: ['email_subscriptions', 'email_suppressions', 'users', 'vip_memberships'],
  merchant: [
    'booking_requests',
    'deal_reviews',
    'deals',
    'order_lines',
    'orders',
    // A card refund with the provider holds the voucher back from the till.
    'refunds',
    'users',
    'vouchers',
  ],
  orders: [
    'deals',
    'deposit_balance_payments',
    'payment_authorisations',
    'payment_tokens',
    'users',
    'voucher_extensions',
    'vouchers',
  ],
  parcels: ['deals', 'merchants', 'orders', 'users', 'vouchers'],
  payments: [
    'deal_products',
    'deals',
    'deposit_balance_payments',
    // A deposit balance's notification names its order through the order line.
    'order_lines',
    'orders',
    'vip_memberships',
  ],
  promotions: ['promo_redemptions'],
  referral: ['order_events', 'orders', 'users', 'vouchers'],
  refunds: [
    'basket_lines',
    'order_lines',
    'orders',
    'users',
    'vouchers',
    'wallet_balances',
    'wallet_ledger',
  ],
  reviews: ['deals', 'merchants', 'vouchers'],
  seo: ['deals'],
  // The back-in-stock job: deals on sale again, and addresses the mail queue would drop.
  stock: ['deal_products', 'deals', 'email_suppressions'],
  tracking: ['deals'],
  vip: ['deal_products', 'order_lines', 'orders', 'users'],
  vouchers: [
    // A claimed e-gift's message, kept where the buyer typed it (the basket's gifting).
    'baskets',
    'deal_products',
    'deals',
    'gift_claims',
    'merchants',
    'order_lines',
    'orders',
    // Every transition but the refund's own waits for a card refund with the provider.
    'refunds',
    'travel_calendar_days',
    'users',
    'voucher_returns',
  ],
}
