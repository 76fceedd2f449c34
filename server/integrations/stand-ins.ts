/**
 * All three provider stand-ins at once (TurboSMS, Telegram, SMTP), for the demo and for tests that
 * drive the notification worker end to end. Each listens on 127.0.0.1 only.
 */
import { startSmtpStandIn, type SmtpStandIn } from './smtp/stand-in'
import { startTelegramStandIn, type TelegramStandIn } from './telegram/stand-in'
import { startTurboSmsStandIn, type TurboStandIn } from './turbosms/stand-in'

export interface StandIns {
  turbosms: TurboStandIn
  telegram: TelegramStandIn
  smtp: SmtpStandIn
  close(): Promise<void>
}

/** Starts the three stand-ins; a port left out (or 0) is picked free. */
export async function startStandIns(
  ports: { turbosmsPort?: number; telegramPort?: number; smtpPort?: number } = {},
): Promise<StandIns> {
  const started: { close(): Promise<void> }[] = []
  try {
    const turbosms = await startTurboSmsStandIn({ port: ports.turbosmsPort ?? 0 })
    started.push(turbosms)
    const telegram = await startTelegramStandIn({ port: ports.telegramPort ?? 0 })
    started.push(telegram)
    const smtp = await startSmtpStandIn({ port: ports.smtpPort ?? 0 })
    started.push(smtp)
    return {
      turbosms,
      telegram,
      smtp,
      close: async () => void (await Promise.all(started.map((s) => s.close()))),
    }
  } catch (err) {
    await Promise.all(started.map((s) => s.close()))
    throw err
  }
}
