import { BRANDS, MAIN_BRAND_ID, type Brand } from '../../../shared/config/brands'
import type { CountryCode } from '../../../shared/schemas/location'
import { formatMoney } from '../../../shared/format/money'
import {
  collectionPointFor,
  collectionPointText,
} from '../../../shared/domain/checkout/click-and-collect'

export interface BrandFacts {
  /** Legal entity, from the brand's copyright line ('Dealio Ireland Ltd'). */
  company: string
  /** 'England and Wales' or 'Ireland'. */
  registeredIn: string
  ireland: boolean
  country: string
  law: string
  courts: string
  consumerLaw: string
  dataLaw: string
  dataRegulator: { name: string; href: string }
  consumerRegulator: { name: string; href: string }
  adviceService: { name: string; href: string }
  email: (mailbox: string) => string
  money: (minor: number) => string
  /** The points club runs on the main UK site only (transactions §2 account menus). */
  hasClub: boolean
  /** The sister brand's menu has no Refer a friend (transactions §2). */
  hasReferral: boolean
  /** The site's one click-and-collect point (shared/domain/checkout/click-and-collect.ts), the
   * same one the checkout names: its city and its address in one line. */
  collectionCity: string
  collectionPoint: string
}

/** Facts the legal copy depends on, per brand: who we are, which law and regulators apply,
 * and what the brand offers. Content files read these instead of naming a brand. */
export function brandFacts(brand: Brand): BrandFacts {
  const ireland = brand.countryCode === 'ie'
  const [company = brand.name, registration = ''] = brand.copyright.split(', ')
  return {
    company,
    registeredIn: registration.replace(/^registered in /, ''),
    ireland,
    country: ireland ? 'Ireland' : 'the United Kingdom',
    law: ireland ? 'the laws of Ireland' : 'the laws of England and Wales',
    courts: ireland
      ? 'the courts of Ireland'
      : 'the courts of England and Wales (or of Scotland or Northern Ireland if you live there)',
    consumerLaw: ireland
      ? 'the Consumer Rights Act 2022 and the European Union (Consumer Information, Cancellation and Other Rights) Regulations 2013'
      : 'the Consumer Rights Act 2015 and the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013',
    dataLaw: ireland
      ? 'the General Data Protection Regulation (EU) 2016/679 (GDPR) and the Data Protection Act 2018 (Ireland)'
      : 'the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018',
    dataRegulator: ireland
      ? { name: 'the Data Protection Commission (DPC)', href: 'https://www.dataprotection.ie' }
      : { name: "the Information Commissioner's Office (ICO)", href: 'https://ico.org.uk' },
    consumerRegulator: ireland
      ? {
          name: 'the Competition and Consumer Protection Commission (CCPC)',
          href: 'https://www.ccpc.ie',
        }
      : {
          name: 'Trading Standards',
          href: 'https://www.gov.uk/find-local-trading-standards-office',
        },
    adviceService: ireland
      ? { name: 'Citizens Information', href: 'https://www.citizensinformation.ie' }
      : { name: 'Citizens Advice', href: 'https://www.citizensadvice.org.uk' },
    email: (mailbox) => `${mailbox}@${brand.host}`,
    money: (minor) => formatMoney(minor, brand.currency, { zeroAsAmount: true }),
    hasClub: brand.id === MAIN_BRAND_ID,
    hasReferral: brand.family === 'main',
    collectionCity: collectionPointFor(brand.countryCode).town,
    collectionPoint: collectionPointText(collectionPointFor(brand.countryCode)),
  }
}

/** The same brand's site in another country (dealio → dealioie): a UK policy read on the
 * Irish site still names the UK company, its regulator and its contact addresses. */
export function siblingBrand(brand: Brand, countryCode: CountryCode): Brand {
  return (
    Object.values(BRANDS).find(
      (other) => other.baseTheme === brand.baseTheme && other.countryCode === countryCode,
    ) ?? brand
  )
}
