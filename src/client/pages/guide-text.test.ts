import { describe, expect, it } from 'vitest'
import { textBlocks } from './guide-text'

describe('textBlocks', () => {
  it('splits paragraphs on blank lines and reads ## lines as subheadings', () => {
    expect(
      textBlocks('Intro line one\nline two\n\n## How to save\nBook early.\n\n\nThe end.'),
    ).toEqual([
      { kind: 'paragraph', text: 'Intro line one line two' },
      { kind: 'heading', text: 'How to save' },
      { kind: 'paragraph', text: 'Book early.' },
      { kind: 'paragraph', text: 'The end.' },
    ])
  })

  it('gives nothing for empty text and keeps markup as plain words', () => {
    expect(textBlocks('  \n\n ')).toEqual([])
    expect(textBlocks('<b>bold</b>')).toEqual([{ kind: 'paragraph', text: '<b>bold</b>' }])
  })
})
