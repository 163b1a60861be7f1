import { brandFacts } from './brand-facts'
import type { StaticPageContent } from './types'

export const regulatedFinanceDisclosure: StaticPageContent = {
  path: '/page/regulated-finance-disclosure.html',
  title: 'Regulated finance disclosure',
  description:
    'How we act as a credit broker for pay-later and credit options at checkout, which lenders we work with and a representative example.',
  kind: 'Legal',
  intro: (brand) => (
    <p>
      {brand.name} offers ways to pay later at checkout. This page explains our role and the credit
      on offer.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    return [
      {
        heading: 'Our role',
        body: f.ireland ? (
          <p>
            {f.company} acts as a credit intermediary, not a lender, and is registered with the
            Central Bank of Ireland. We introduce you to a limited number of lenders.
          </p>
        ) : (
          <p>
            {f.company} acts as a credit broker, not a lender, and is authorised and regulated by
            the Financial Conduct Authority for credit broking. We introduce you to a limited number
            of lenders.
          </p>
        ),
      },
      {
        heading: 'Lenders we work with',
        body: (
          <ul>
            <li>Klarna: Pay in 3 interest-free instalments.</li>
            <li>
              Clearpay: four interest-free payments over six weeks, for orders of {f.money(100)} to{' '}
              {f.money(100000)}.
            </li>
            {f.ireland ? null : <li>PayPal Credit: a revolving credit account.</li>}
          </ul>
        ),
      },
      {
        heading: 'Representative example',
        body: f.ireland ? (
          <p>
            Klarna and Clearpay instalments are interest-free. The lender shows the full terms
            before you agree.
          </p>
        ) : (
          <p>
            PayPal Credit: representative 23.9% APR (variable), purchase rate 23.9% p.a. (variable),
            assumed credit limit {f.money(120000)}. 0% for 4 months on purchases, then the standard
            rate applies. Subject to status; terms apply.
          </p>
        ),
      },
      {
        heading: 'Commission',
        body: (
          <p>
            Lenders may pay us a commission when you use their product. It does not change the price
            you pay for your deal or the terms of your credit.
          </p>
        ),
      },
      {
        heading: 'Borrowing responsibly',
        body: (
          <p>
            Credit is subject to status and only for those 18 or over. Missing payments may affect
            your credit rating. Borrowing more than you can afford could seriously affect your
            financial status. For free help with debt contact{' '}
            {f.ireland ? (
              <a href="https://www.mabs.ie">MABS</a>
            ) : (
              <a href="https://www.moneyhelper.org.uk">MoneyHelper</a>
            )}
            .
          </p>
        ),
      },
    ]
  },
}

export const regulatedFinanceComplaints: StaticPageContent = {
  path: '/page/regulated-finance-complaints.html',
  title: 'Regulated finance complaints',
  description:
    'How to complain about our credit broking, how quickly we respond and how to take your complaint to the ombudsman.',
  kind: 'Legal',
  intro: (brand) => (
    <p>
      If you are unhappy with how {brand.name} introduced you to a pay-later or credit product, tell
      us and we will put it right where we can.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    const mailbox = f.email('complaints')
    return [
      {
        heading: 'How to complain',
        body: (
          <p>
            Email <a href={`mailto:${mailbox}`}>{mailbox}</a> with your name, order number and what
            went wrong. Complaints about the credit itself (repayments, credit decisions) go to the
            lender: Klarna, Clearpay{f.ireland ? '' : ' or PayPal'}.
          </p>
        ),
      },
      {
        heading: 'What we do',
        body: f.ireland ? (
          <ul>
            <li>We acknowledge your complaint within 5 business days.</li>
            <li>We update you at least every 20 business days.</li>
            <li>We aim to resolve it within 40 business days and send you our final response.</li>
          </ul>
        ) : (
          <ul>
            <li>We acknowledge your complaint promptly, normally within 5 working days.</li>
            <li>We send our final response within 8 weeks.</li>
          </ul>
        ),
      },
      {
        heading: 'The ombudsman',
        body: f.ireland ? (
          <p>
            If you are not satisfied with our final response you can refer your complaint free of
            charge to the{' '}
            <a href="https://www.fspo.ie">Financial Services and Pensions Ombudsman</a>.
          </p>
        ) : (
          <p>
            If you are not satisfied with our final response, or 8 weeks have passed, you can refer
            your complaint free of charge to the{' '}
            <a href="https://www.financial-ombudsman.org.uk">Financial Ombudsman Service</a> within
            6 months of our final response.
          </p>
        ),
      },
    ]
  },
}
