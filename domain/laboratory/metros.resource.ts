/**
 * Metro stations of the cities (spec 000 §3 reference set "metros (each with its cities)"), shown with
 * the cities on the laboratory's cities page; a blood point names its nearest station.
 * GET /api/v2/metros/reference reads the same table.
 */
import { defineResource } from '../resources/define-resource'
import { colour, optionalText, refId, requiredText } from '../resources/resource-fields'

export const metros = defineResource({
  name: 'metros',
  entity: 'metro',
  route: '/settings/laboratory/cities',
  table: 'metros',
  title: 'Станції метро',
  one: 'Станція метро',
  fields: {
    name: requiredText('Назва', 100),
    cityId: refId('Місто'),
    line: optionalText('Лінія', 100),
    color: colour('Колір лінії'),
  },
  form: {
    name: { label: 'Назва' },
    cityId: { label: 'Місто', ref: 'cities' },
    line: { label: 'Лінія' },
    color: { label: 'Колір лінії', widget: 'color' },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'cityId', label: 'Місто', kind: 'ref', ref: 'cities' },
    { key: 'line', label: 'Лінія' },
    { key: 'color', label: 'Колір лінії', kind: 'color' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'line'] },
    { key: 'cityId', kind: 'ref', label: 'Місто', ref: 'cities' },
  ],
  sort: { field: 'name' },
  perms: { read: 'crmReferencesSee', write: 'crmSettingsEdit' },
  unique: [{ fields: ['cityId', 'name'], message: 'Така станція в місті вже є' }],
  inUse: [{ table: 'blood_points', column: 'metro_id', message: 'Станцію вказано в пунктах забору' }],
  describe: (r) => (r.line ? `${r.name} (${r.line})` : r.name),
})
