export type PaymentProvider = 'BRAINTREE' | 'KLARNA' | 'CLEARPAY'
export declare const PROVIDER_SECRETS: Record<PaymentProvider, string[]>
export declare const DEPLOY_PAYMENT_PROVIDERS: Record<'staging' | 'production', PaymentProvider[]>
export declare function missingPaymentSecrets(environment: string, secretNames: string[]): string[]
export declare function secretNamesOf(output: string): string[] | null
