/**
 * Reason lists of the general settings (spec 001 §2): why an order is cancelled ('Не всі причини
 * унікальні', spec 001 §5) and why a protocol is deleted.
 */
import { defineResource } from '../resources/define-resource'
import { requiredText } from '../resources/resource-fields'

const perms = { read: 'crmReferencesSee', write: 'crmSettingsEdit' } as const

export const orderCancelReasons = defineResource({
  name: 'order-cancel-reasons',
  entity: 'order-cancel-reason',
  route: '/settings/general/reasons-canceling-orders',
  table: 'order_cancel_reasons',
  title: 'Причини скасування замовлень',
  one: 'Причина скасування',
  fields: { name: requiredText('Причина') },
  form: { name: { label: 'Причина' } },
  columns: [{ key: 'name', label: 'Причина' }],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['name'] }],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['name'], message: 'Не всі причини унікальні' }],
  inUse: [
    { table: 'orders', column: 'cancel_reason_id', message: 'Причину вказано у скасованих замовленнях' },
  ],
  describe: (r) => r.name,
})

export const protocolDeleteReasons = defineResource({
  name: 'protocol-delete-reasons',
  entity: 'protocol-delete-reason',
  route: '/settings/general/protocol-delete-reasons',
  table: 'protocol_delete_reasons',
  title: 'Причини видалення протоколів',
  one: 'Причина видалення протоколу',
  fields: { name: requiredText('Причина') },
  form: { name: { label: 'Причина' } },
  columns: [{ key: 'name', label: 'Причина' }],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['name'] }],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['name'], message: 'Не всі причини унікальні' }],
  describe: (r) => r.name,
})
