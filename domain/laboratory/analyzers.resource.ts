/**
 * Analyzers (spec 001 §2 laboratory/analyzers, §4 listener states; domain notes B): how the listener
 * reaches each instrument — protocol (ASTM LIS2-A2 over TCP or HL7 v2 over MLLP), host and port, who
 * starts a transfer, the text encoding and which field carries the sample id. The listener state is
 * the listener's own (read-only here) and shows live in the list. The mapping of the analyzer's test
 * codes is edited on the same page (domain/laboratory/analyzer-test-codes.schema.ts).
 */
import { z } from 'zod'
import { text } from '../api/scalars'
import { defineResource } from '../resources/define-resource'
import { flag, optionalText, requiredText } from '../resources/resource-fields'
import {
  analyzerDirections,
  analyzerDirectionValues,
  analyzerEncodings,
  analyzerEncodingValues,
  analyzerMessages,
  analyzerProtocols,
  analyzerProtocolValues,
  listenerStates,
  listenerStateValues,
  sampleIdFields,
  sampleIdFieldValues,
} from './analyzer-options'

const choose = (label: string) => ({ error: `Оберіть «${label}»` })

const hostLabel = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/
/** A hostname (RFC 1123 labels) or an IPv4 / IPv6 address. */
export const isHost = (v: string): boolean =>
  z.ipv4().safeParse(v).success ||
  z.ipv6().safeParse(v).success ||
  (v.length <= 253 && v.split('.').every((l) => hostLabel.test(l)))

export const analyzers = defineResource({
  name: 'analyzers',
  entity: 'analyzer',
  route: '/settings/laboratory/analyzers',
  table: 'analyzers',
  title: 'Аналізатори',
  one: 'Аналізатор',
  description:
    'Лабораторні аналізатори, з яких результати надходять автоматично: протокол обміну, адреса й порт, кодування і поле з ідентифікатором зразка. Нижче — відповідність кодів тестів аналізатора нашим аналізам.',
  fields: {
    name: requiredText('Назва'),
    model: optionalText('Модель', 100),
    protocol: z.enum(analyzerProtocolValues, choose('Протокол')),
    host: text()
      .trim()
      .min(1, { error: analyzerMessages.host, abort: true })
      .max(253, analyzerMessages.host)
      .refine(isHost, analyzerMessages.host),
    port: z
      .number({ error: analyzerMessages.port })
      .int(analyzerMessages.port)
      .min(1, analyzerMessages.port)
      .max(65535, analyzerMessages.port),
    direction: z.enum(analyzerDirectionValues, choose('Напрям обміну')),
    encoding: z.enum(analyzerEncodingValues, choose('Кодування')),
    sampleIdField: z.enum(sampleIdFieldValues, choose('Поле ідентифікатора зразка')),
    active: flag(),
    listenerState: z.enum(listenerStateValues).optional(),
  },
  form: {
    name: { label: 'Назва', help: 'Як аналізатор називають у лабораторії, напр. «Біохімія 1»' },
    model: { label: 'Модель', help: 'Напр. Mindray BS-240, Sysmex XN-550' },
    protocol: { label: 'Протокол', widget: 'select', options: analyzerProtocols },
    host: { label: 'Хост або IP', help: 'Адреса аналізатора в мережі лабораторії, напр. 192.168.1.20' },
    port: { label: 'Порт', widget: 'number', help: 'TCP-порт обміну, від 1 до 65535' },
    direction: { label: 'Напрям обміну', widget: 'select', options: analyzerDirections },
    encoding: {
      label: 'Кодування',
      widget: 'select',
      options: analyzerEncodings,
      help: 'Як аналізатор пише текст (імена пацієнтів кирилицею): див. інструкцію LIS аналізатора',
    },
    sampleIdField: {
      label: 'Поле ідентифікатора зразка',
      widget: 'select',
      options: sampleIdFields,
      help: 'Де в повідомленні аналізатора штрихкод пробірки; має відповідати протоколу',
    },
    active: { label: 'Активний', widget: 'checkbox', help: 'Неактивний аналізатор слухач не обслуговує' },
    listenerState: { label: 'Слухач', widget: 'select', options: listenerStates, readOnly: true },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'model', label: 'Модель' },
    { key: 'protocol', label: 'Протокол', options: analyzerProtocols },
    { key: 'host', label: 'Хост' },
    { key: 'port', label: 'Порт' },
    { key: 'active', label: 'Активний', kind: 'boolean' },
    { key: 'listenerState', label: 'Слухач', options: listenerStates },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'model', 'host'] },
    { key: 'active', kind: 'boolean', label: 'Активний' },
  ],
  sort: { field: 'name' },
  perms: { read: 'crmReferencesSee', write: 'crmSettingsEdit' },
  unique: [{ fields: ['name'], message: 'Аналізатор з такою назвою вже є' }],
  describe: (r) => (r.model ? `${r.name} (${r.model})` : r.name),
})
