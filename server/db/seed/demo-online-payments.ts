/**
 * The demo's card payment gateway (issue 27 §5): the LiqPay stand-in that `npm start` runs
 * (demo-stand-ins.ts, base port + 4) with its test keys, so «Оплата онлайн» on an order marked for online
 * payment makes a link that pays with the test card 4242 4242 4242 4242 without the internet. The
 * callbacks come back to the address the staff use (the server address is left empty).
 */
import type { Db } from '../client'
import { appSettings } from '../schema/auth'
import { demoStandInPorts } from '../../integrations/demo-stand-ins'
import { STAND_IN_LIQPAY_KEYS } from '../../integrations/liqpay/stand-in'

export async function seedDemoOnlinePayments(db: Db): Promise<void> {
  await db
    .insert(appSettings)
    .values({
      key: 'online_payment_settings',
      value: {
        provider: 'liqpay',
        publicKey: STAND_IN_LIQPAY_KEYS.publicKey,
        privateKey: STAND_IN_LIQPAY_KEYS.privateKey,
        merchantDomain: '',
        gatewayUrl: `http://127.0.0.1:${demoStandInPorts().liqpay}`,
        serverUrl: '',
        version: 1,
      },
    })
    .onConflictDoNothing()
}
