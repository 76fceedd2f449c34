/**
 * «Онлайн-оплата» (issue 27 §5): the installation's card payment gateway as a settings record — the
 * provider (LiqPay or WayForPay), its public key or merchant account, the private key or secret key
 * (write-only: never answered by the API, an empty save keeps the stored one), the merchant domain
 * WayForPay signs, and two addresses: the gateway's (empty: the provider's own; a local stand-in in the
 * demo) and this server's as the gateway reaches it for callbacks (empty: the address staff use).
 * Read and changed with crmSettingsEdit, like the cash registers: the rows name the merchant.
 */
import { z } from 'zod'
import { text } from '../api/scalars'
import { defineSettingsRecord } from '../resources/settings-record'
import { onlinePaymentProviders } from './online-payment.schema'

const trimmed = (label: string, max: number) => text().trim().max(max, `«${label}»: не довше ${max} символів`)
const url = (label: string, example: string) =>
  trimmed(label, 300).regex(/^(https?:\/\/[^\s]+)?$/, `«${label}»: адреса на кшталт ${example}`)

const fields = {
  provider: z.enum(onlinePaymentProviders, { error: 'Оберіть платіжний шлюз' }),
  publicKey: trimmed('Публічний ключ / акаунт мерчанта', 200),
  privateKey: trimmed('Приватний ключ / секретний ключ', 500),
  merchantDomain: trimmed('Домен мерчанта', 200),
  gatewayUrl: url('Адреса платіжного шлюзу', 'https://www.liqpay.ua'),
  serverUrl: url('Адреса сервера для шлюзу', 'https://clinic.example.ua'),
}
export type OnlinePaymentSettingsValues = z.infer<z.ZodObject<typeof fields>>

export const onlinePaymentProviderOptions = [
  { value: 'liqpay', label: 'LiqPay' },
  { value: 'wayforpay', label: 'WayForPay' },
] as const

export const onlinePaymentSettingsRecord = defineSettingsRecord({
  name: 'online-payment-settings',
  entity: 'online-payment-settings',
  route: '/settings/integrations/online-payments',
  apiPath: '/settings/online-payment-settings',
  title: 'Онлайн-оплата карткою',
  description:
    'Платіжний шлюз, через який пацієнт оплачує замовлення за посиланням. Приватний ключ після збереження не ' +
    'показується: порожнє поле зберігає попередній.',
  owner: 'installation',
  appSettingKey: 'online_payment_settings',
  fields,
  form: {
    provider: { label: 'Платіжний шлюз', widget: 'select', options: onlinePaymentProviderOptions },
    publicKey: {
      label: 'Публічний ключ / акаунт мерчанта',
      help: 'LiqPay: public_key; WayForPay: merchantAccount',
    },
    privateKey: { label: 'Приватний ключ / секретний ключ', widget: 'secret' },
    merchantDomain: { label: 'Домен мерчанта', help: 'Лише для WayForPay: merchantDomainName' },
    gatewayUrl: { label: 'Адреса платіжного шлюзу', help: 'Порожнє — адреса самого провайдера' },
    serverUrl: {
      label: 'Адреса сервера для шлюзу',
      help: 'Куди шлюз надсилає результат оплати; порожнє — адреса, якою користуються працівники',
    },
  },
  defaults: {
    provider: 'liqpay',
    publicKey: '',
    privateKey: '',
    merchantDomain: '',
    gatewayUrl: '',
    serverUrl: '',
  },
  perms: { read: 'crmSettingsEdit', write: 'crmSettingsEdit' },
})
