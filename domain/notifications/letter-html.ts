/**
 * The HTML part of a letter, made from its rendered text (the template is plain text, so the letter
 * reads the same in a client that shows either part): paragraphs at blank lines, line breaks kept,
 * everything escaped — a patient's name or a template's text never becomes markup.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

export function letterHtml(subject: string, text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p style="margin:0 0 12px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
  return (
    '<!doctype html><html lang="uk"><head><meta charset="utf-8">' +
    `<title>${escapeHtml(subject)}</title></head>` +
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">' +
    `${paragraphs.join('')}</body></html>`
  )
}
