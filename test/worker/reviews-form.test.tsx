import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Island } from '../../src/client/islands/island'
import { ReviewForm } from '../../src/client/islands/deal/review-form'

describe('review-form island', () => {
  it('renders a labelled 1 to 5 rating, an optional title, the review text and its props', () => {
    const html = renderToString(
      <Island
        name="review-form"
        component={ReviewForm}
        props={{ dealId: 12, voucherId: 34, dealTitle: 'Afternoon tea' }}
      />,
    )
    expect(html).toContain('data-island="review-form"')
    expect(html.match(/type="radio"/g)).toHaveLength(5)
    expect(html).toContain('<legend>Your rating</legend>')
    expect(html).toContain('Title (optional)')
    expect(html).toContain('Your review')
    expect(html).toContain('Review <!-- -->Afternoon tea')
    expect(html).toContain('{"dealId":12,"voucherId":34,"dealTitle":"Afternoon tea"}')
  })
})
