/**
 * POST /api/v2/protocol-from-orders (spec 000 §7): a doctor asks for the protocol of one line of an
 * order's cart. The server stores the request; protocols are built from it later (the protocols area).
 */
import { z } from 'zod'
import { int4, text } from '../api/scalars'

/** What a protocol is about: a service line or a test line of the cart (a test may be inside a package). */
export const protocolableTypes = ['service', 'test'] as const
/** A stored request waits for the protocols area to turn it into a protocol. */
export const protocolRequestStates = ['requested'] as const

const id = int4().positive().max(2_147_483_647)

export const protocolFromOrderBodySchema = z
  .object({
    protocolableType: z
      .enum(protocolableTypes, { error: 'Оберіть послугу або аналіз' })
      .describe('"service" or "test": the kind of cart line the protocol is about'),
    protocolableId: id.describe('The service’s or the test’s id (a line of the order’s cart)'),
    packageTestId: id
      .nullable()
      .optional()
      .describe('For a test inside a package: the package (a test line of the cart); else null or left out'),
    orderId: id.describe('The order whose cart holds the line'),
    clientId: id
      .nullable()
      .optional()
      .describe('The order’s patient (a crm client); left out, the order’s patient is taken'),
  })
  .strict()
  .meta({ id: 'ProtocolFromOrderBody' })
export type ProtocolFromOrderBody = z.infer<typeof protocolFromOrderBodySchema>

export const protocolRequestSchema = z
  .object({
    id: int4(),
    uuid: text(),
    orderId: int4(),
    clientId: int4().nullable(),
    protocolableType: z.enum(protocolableTypes),
    protocolableId: int4(),
    packageTestId: int4().nullable(),
    state: z.enum(protocolRequestStates),
    createdBy: int4().nullable(),
    createdAt: text(),
  })
  .meta({ id: 'ProtocolRequest' })
export type ProtocolRequest = z.infer<typeof protocolRequestSchema>

export const protocolRequestMessages = {
  orderNotFound: 'Замовлення не знайдено',
  orderCancelled: 'Замовлення скасовано: протокол для нього створити не можна',
  noPatient: 'У замовленні не вказано пацієнта',
  otherPatient: 'Пацієнт не збігається з пацієнтом замовлення',
  noSuchService: 'У кошику замовлення немає такої послуги',
  noSuchTest: 'У кошику замовлення немає такого аналізу',
  noSuchPackage: 'У кошику замовлення немає такого пакета аналізів',
  notInPackage: 'Аналіз не входить до цього пакета',
  serviceInPackage: 'Послуга не може бути частиною пакета аналізів',
  packageRequested:
    'Протокол для всього пакета вже запитано: окремий протокол для аналізу з нього створити не можна',
  memberRequested:
    'Протокол для аналізу з цього пакета вже запитано: протокол для всього пакета створити не можна',
} as const
