import { describe, expect, it } from 'vitest'
import { letterHtml } from './letter-html'

describe('a letter’s HTML part', () => {
  it('keeps the text’s paragraphs and line breaks and escapes whatever it holds', () => {
    const html = letterHtml('Замовлення <1>', 'Доброго дня, <b>Олена</b> & Ко!\r\n\r\nРядок 1\nРядок 2\n\n\n')
    expect(html).toContain('<title>Замовлення &lt;1&gt;</title>')
    expect(html).toContain('>Доброго дня, &lt;b&gt;Олена&lt;/b&gt; &amp; Ко!</p>')
    expect(html).toContain('>Рядок 1<br>Рядок 2</p>')
    expect(html.match(/<p /g)).toHaveLength(2)
    expect(html).not.toContain('<b>')
  })
})
