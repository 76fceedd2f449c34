/**
 * What the LiqPay and WayForPay stand-ins share: the test cards, the checkout page (a card number field
 * and «Сплатити»), the result page, and the scripted faults of the callbacks a payment sends — dropped,
 * sent twice, or out of order (the final status first, a stale "processing" after it).
 */
export const TEST_CARD_APPROVED = '4242424242424242'
export const TEST_CARD_DECLINED = '4000000000000002'

export type CallbackFault = 'drop-callback' | 'duplicate-callback' | 'out-of-order'

export interface StandInPayment {
  reference: string
  /** Kopiykas. */
  amount: number
  description: string
  callbackUrl: string
  /** The gateway's own status word; 'created' until the page is paid. */
  status: string
  paymentId: string
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const money = (kop: number) => `${(kop / 100).toFixed(2)} грн`

/** The checkout page: the sum, what for, the card field posted to `action`. */
export function checkoutPage(
  gateway: string,
  p: StandInPayment,
  action: string,
  hidden: Record<string, string>,
) {
  const fields = Object.entries(hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('')
  return `<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>${gateway}: оплата</title></head><body>
<h1>${gateway} (локальна заміна): оплата</h1>
<p>Сума: <strong>${money(p.amount)}</strong></p><p>${escapeHtml(p.description)}</p>
<form method="post" action="${escapeHtml(action)}">${fields}
<label>Номер картки <input name="card" inputmode="numeric" autocomplete="off"></label>
<button type="submit">Сплатити</button></form>
<p>Тестові картки: ${TEST_CARD_APPROVED} — оплата пройде, ${TEST_CARD_DECLINED} — відмова.</p>
</body></html>`
}

export const resultPage = (gateway: string, approved: boolean) =>
  `<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>${gateway}</title></head><body>
<h1 data-result="${approved ? 'approved' : 'declined'}">${approved ? 'Оплачено' : 'Банк відмовив в оплаті'}</h1></body></html>`

export const notFoundPage = (message: string) =>
  `<!doctype html><html lang="uk"><head><meta charset="utf-8"></head><body><h1>${escapeHtml(message)}</h1></body></html>`

/** The statuses a payment's callbacks carry, in the order sent, under `fault`. */
export function callbackSequence(
  processing: string,
  final: string,
  fault: CallbackFault | undefined,
): string[] {
  if (fault === 'drop-callback') return []
  if (fault === 'duplicate-callback') return [processing, final, final]
  if (fault === 'out-of-order') return [final, processing]
  return [processing, final]
}

/** Posts one callback; answers the status and body (0 when our server could not be reached). */
export async function postCallback(
  url: string,
  body: string,
  contentType: string,
): Promise<{ status: number; body: string }> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
      signal: AbortSignal.timeout(5000),
    })
    return { status: res.status, body: await res.text() }
  } catch {
    return { status: 0, body: '' }
  }
}

/** The form fields of an urlencoded body. */
export const formOf = (body: unknown): URLSearchParams =>
  new URLSearchParams(typeof body === 'string' ? body : '')
