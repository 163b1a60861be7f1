/** The reasons the refund form offers (§5 'a refund reason' is required; the list is ours). */
export const REFUND_REASONS = [
  { code: 'CHANGED_MIND', label: 'I changed my mind' },
  { code: 'BOUGHT_BY_MISTAKE', label: 'I bought it by mistake' },
  { code: 'MERCHANT_UNAVAILABLE', label: 'The merchant has no availability' },
  { code: 'MERCHANT_UNREACHABLE', label: 'I cannot reach the merchant' },
  { code: 'NOT_AS_DESCRIBED', label: 'The product was not as described' },
  { code: 'FAULTY', label: 'The product arrived faulty or damaged' },
  { code: 'OTHER', label: 'Another reason' },
] as const

export type RefundReason = (typeof REFUND_REASONS)[number]['code']

export const REFUND_REASON_CODES = REFUND_REASONS.map((r) => r.code) as [
  RefundReason,
  ...RefundReason[],
]
