/**
 * `tsx server/integrations/stand-ins-cli.ts` — the three provider stand-ins on fixed local ports for the
 * demo (TURBOSMS_PORT 8491, TELEGRAM_PORT 8492, SMTP_PORT 2525). Each received message is reported as
 * one line of counts, never its recipient or text.
 */
import { startStandIns } from './stand-ins'

const port = (name: string, fallback: number) => {
  const v = Number(process.env[name])
  return Number.isInteger(v) && v > 0 && v < 65536 ? v : fallback
}

const plural = (n: number) => (n === 1 ? 'message' : 'messages')

const s = await startStandIns({
  turbosmsPort: port('TURBOSMS_PORT', 8491),
  telegramPort: port('TELEGRAM_PORT', 8492),
  smtpPort: port('SMTP_PORT', 2525),
})
console.log(`turbosms stand-in: ${s.turbosms.url} (token ${s.turbosms.token})`)
console.log(`telegram stand-in: ${s.telegram.url} (bot @${s.telegram.username}, token ${s.telegram.token})`)
console.log(`smtp stand-in: ${s.smtp.host}:${s.smtp.port} (no TLS, login optional)`)

const seen = { turbosms: 0, telegram: 0, smtp: 0 }
const timer = setInterval(() => {
  const now = {
    turbosms: s.turbosms.messages.length,
    telegram: s.telegram.messages.length,
    smtp: s.smtp.messages.length,
  }
  for (const key of ['turbosms', 'telegram', 'smtp'] as const) {
    if (now[key] !== seen[key]) console.log(`${key}: ${now[key]} ${plural(now[key])} accepted`)
    seen[key] = now[key]
  }
}, 250)

const stop = () => {
  clearInterval(timer)
  void s.close().then(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
