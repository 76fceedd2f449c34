/**
 * Weekend reasons (spec 001 §2 medical-center/weekend-reasons; §7 "GET /settings/weekend-reasons |
 * list", "PUT /settings/weekend-reasons | payload: list of reasons; returns the list"): why a cabinet
 * or a doctor does not work on a day. A named list on the spec's own path, served whole as well.
 */
import { defineNamedList } from '../resources/named-list'

export const weekendReasons = defineNamedList({
  name: 'weekend-reasons',
  entity: 'weekend-reason',
  route: '/settings/medical-center/weekend-reasons',
  table: 'weekend_reasons',
  apiPath: '/settings/weekend-reasons',
  wholeList: true,
  title: 'Причини вихідних',
  one: 'Причина вихідних',
  label: 'Причина',
  unique: 'Не всі причини унікальні',
})
