/**
 * All the provider stand-ins at once (TurboSMS, Telegram, SMTP, Checkbox PRRO, LiqPay, WayForPay), for the demo and for
 * tests that drive the notification worker end to end. Each listens on 127.0.0.1 only.
 */
import { startCheckboxStandIn, type CheckboxStandIn } from './checkbox/stand-in'
import { startLiqpayStandIn, type PaymentStandIn } from './liqpay/stand-in'
import { startWayforpayStandIn, type WayforpayStandIn } from './wayforpay/stand-in'
import { startSmtpStandIn, type SmtpStandIn } from './smtp/stand-in'
import { startTelegramStandIn, type TelegramStandIn } from './telegram/stand-in'
import { startTurboSmsStandIn, type TurboStandIn } from './turbosms/stand-in'

export interface StandIns {
  turbosms: TurboStandIn
  telegram: TelegramStandIn
  smtp: SmtpStandIn
  checkbox: CheckboxStandIn
  liqpay: PaymentStandIn
  wayforpay: WayforpayStandIn
  close(): Promise<void>
}

/** Starts the stand-ins; a port left out (or 0) is picked free. */
export async function startStandIns(
  ports: {
    turbosmsPort?: number
    telegramPort?: number
    smtpPort?: number
    checkboxPort?: number
    liqpayPort?: number
    wayforpayPort?: number
  } = {},
): Promise<StandIns> {
  const started: { close(): Promise<void> }[] = []
  try {
    const turbosms = await startTurboSmsStandIn({ port: ports.turbosmsPort ?? 0 })
    started.push(turbosms)
    const telegram = await startTelegramStandIn({ port: ports.telegramPort ?? 0 })
    started.push(telegram)
    const smtp = await startSmtpStandIn({ port: ports.smtpPort ?? 0 })
    started.push(smtp)
    const checkbox = await startCheckboxStandIn({ port: ports.checkboxPort ?? 0 })
    started.push(checkbox)
    const liqpay = await startLiqpayStandIn({ port: ports.liqpayPort ?? 0 })
    started.push(liqpay)
    const wayforpay = await startWayforpayStandIn({ port: ports.wayforpayPort ?? 0 })
    started.push(wayforpay)
    return {
      turbosms,
      telegram,
      smtp,
      checkbox,
      liqpay,
      wayforpay,
      close: async () => void (await Promise.all(started.map((s) => s.close()))),
    }
  } catch (err) {
    await Promise.all(started.map((s) => s.close()))
    throw err
  }
}
