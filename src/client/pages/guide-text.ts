/** One block of a guide's text: a paragraph or a subheading. */
export interface TextBlock {
  kind: 'paragraph' | 'heading'
  text: string
}

/** A guide's stored text as blocks: paragraphs are separated by a blank line and a line that
 * starts '## ' is a subheading (migrations/0006: content is plain text, never HTML, so React
 * escapes every word of it). Single line breaks inside a paragraph are spaces.
 * @example textBlocks('## Why\n\nBecause.') → [{ kind: 'heading', text: 'Why' }, { kind: 'paragraph', text: 'Because.' }] */
export function textBlocks(text: string): TextBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .flatMap((chunk): TextBlock[] => {
      const lines = chunk.split('\n').map((line) => line.trim())
      const blocks: TextBlock[] = []
      let paragraph: string[] = []
      const flush = () => {
        if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') })
        paragraph = []
      }
      for (const line of lines) {
        if (line.startsWith('## ')) {
          flush()
          blocks.push({ kind: 'heading', text: line.slice(3).trim() })
        } else if (line !== '') paragraph.push(line)
      }
      flush()
      return blocks
    })
}
