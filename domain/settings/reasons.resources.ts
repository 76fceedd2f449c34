/**
 * Reason lists of the general settings (spec 001 §2): why an order is cancelled ('Не всі причини
 * унікальні', spec 001 §5) and why a protocol is deleted.
 */
import { defineNamedList } from '../resources/named-list'

export const orderCancelReasons = defineNamedList({
  name: 'order-cancel-reasons',
  entity: 'order-cancel-reason',
  route: '/settings/general/reasons-canceling-orders',
  table: 'order_cancel_reasons',
  title: 'Причини скасування замовлень',
  one: 'Причина скасування',
  label: 'Причина',
  unique: 'Не всі причини унікальні',
  inUse: [
    { table: 'orders', column: 'cancel_reason_id', message: 'Причину вказано у скасованих замовленнях' },
  ],
})

export const protocolDeleteReasons = defineNamedList({
  name: 'protocol-delete-reasons',
  entity: 'protocol-delete-reason',
  route: '/settings/general/protocol-delete-reasons',
  table: 'protocol_delete_reasons',
  title: 'Причини видалення протоколів',
  one: 'Причина видалення протоколу',
  label: 'Причина',
  unique: 'Не всі причини унікальні',
})
