/**
 * `tsx server/integrations/stand-ins-cli.ts` — the provider stand-ins on the demo's local ports
 * (demo-stand-ins.ts: STAND_IN_BASE_PORT, default 8491 / 8492 / 8493 / 8494 / 8495 / 8496), for a server started with
 * STAND_INS=off. Each received message is reported as one line of counts, never its recipient or text.
 */
import { demoStandInPorts } from './demo-stand-ins'
import { startStandIns } from './stand-ins'

const plural = (n: number) => (n === 1 ? 'message' : 'messages')

const ports = demoStandInPorts()
const s = await startStandIns({
  turbosmsPort: ports.turbosms,
  telegramPort: ports.telegram,
  smtpPort: ports.smtp,
  checkboxPort: ports.checkbox,
  liqpayPort: ports.liqpay,
  wayforpayPort: ports.wayforpay,
})
console.log(`turbosms stand-in: ${s.turbosms.url} (token ${s.turbosms.token})`)
console.log(`telegram stand-in: ${s.telegram.url} (bot @${s.telegram.username}, token ${s.telegram.token})`)
console.log(`smtp stand-in: ${s.smtp.host}:${s.smtp.port} (no TLS, login optional)`)
console.log(
  `checkbox stand-in: ${s.checkbox.url} (license key ${s.checkbox.licenseKey}, cashier ${s.checkbox.cashier.login}, PIN ${s.checkbox.cashier.pinCode})`,
)
console.log(
  `liqpay stand-in: ${s.liqpay.url} (checkout, callbacks, status; test cards 4242424242424242 / 4000000000000002)`,
)
console.log(`wayforpay stand-in: ${s.wayforpay.url} (invoices, callbacks, status)`)

const seen = { turbosms: 0, telegram: 0, smtp: 0, checkbox: 0 }
const timer = setInterval(() => {
  const now = {
    turbosms: s.turbosms.messages.length,
    telegram: s.telegram.messages.length,
    smtp: s.smtp.messages.length,
    checkbox: s.checkbox.register.receipts.size,
  }
  for (const key of ['turbosms', 'telegram', 'smtp', 'checkbox'] as const) {
    const what = key === 'checkbox' ? (now[key] === 1 ? 'receipt' : 'receipts') : plural(now[key])
    if (now[key] !== seen[key]) console.log(`${key}: ${now[key]} ${what} accepted`)
    seen[key] = now[key]
  }
}, 250)

const stop = () => {
  clearInterval(timer)
  void s.close().then(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
