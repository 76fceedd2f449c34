/**
 * Where the demo's provider stand-ins listen (STAND_IN_BASE_PORT, default 8491: TurboSMS on it, Telegram
 * on the next port, SMTP on the one after, Checkbox PRRO on the fourth, LiqPay on the fifth, WayForPay on the
 * sixth) and the notification settings that reach them: `npm start`
 * with demo data starts them and the demo seed points the settings here, so "Надіслано" shows end to
 * end without the internet. A second server on one machine (the journeys' second lane) takes another base.
 */
const DEFAULT_BASE = 8491

export interface StandInPorts {
  turbosms: number
  telegram: number
  smtp: number
  checkbox: number
  liqpay: number
  wayforpay: number
}

export function demoStandInPorts(env: NodeJS.ProcessEnv = process.env): StandInPorts {
  const v = Number(env.STAND_IN_BASE_PORT)
  const base = Number.isInteger(v) && v > 0 && v < 65530 ? v : DEFAULT_BASE
  return {
    turbosms: base,
    telegram: base + 1,
    smtp: base + 2,
    checkbox: base + 3,
    liqpay: base + 4,
    wayforpay: base + 5,
  }
}

/** The stand-ins' fixed demo credentials (they are nobody's secrets). */
export const STAND_IN_TURBOSMS_TOKEN = 'stand-in-turbosms-token'
export const STAND_IN_TELEGRAM_TOKEN = '123456789:stand-in-telegram-token'
/** The Checkbox stand-in's register license key (its default; the demo cash register uses it). */
export const STAND_IN_CHECKBOX_LICENSE = 'stand-in-checkbox-license'
/** The Checkbox stand-in's cashier (its default; the demo cash register signs in with it). */
export const STAND_IN_CHECKBOX_CASHIER = { login: 'cashier', password: 'stand-in-password', pinCode: '1234' }
