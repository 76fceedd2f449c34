/**
 * Stores a doctor's request for the protocol of one line of an order's cart (spec 000 §7
 * protocol-from-orders). The line must be in the cart — a service, a test, or a test of a package in
 * it — and a protocol for a package and one for a test inside it cannot both be asked for (spec 001 §5).
 * The same request again answers the stored one. The order row is locked, so two requests of one
 * order are decided one after the other.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import {
  protocolRequestMessages as msg,
  type ProtocolFromOrderBody,
  type ProtocolRequest,
} from '../../../domain/protocols/protocol-request.schema'
import type { Tx } from '../../db/client'
import { mcTests } from '../../db/schema/lab'
import { protocolRequests } from '../../db/schema/protocols'
import { orderRow } from '../orders/order-view'
import type { AuthUser } from '../auth/auth.repo'
import { canSeeOrder } from '../../../domain/orders/order-access'
import type { PermissionName } from '../../../domain/permissions/catalogue'

/** Creating protocols reaches any order the doctor receives, as their reception actions do. */
const protocolOrderReach: readonly PermissionName[] = ['crmProtocolsCreate']
import { packageTestIds } from '../references/mc-test-packages.repo'

type Row = typeof protocolRequests.$inferSelect

const refuse = (field: string, message: string) =>
  new DomainError('validation_failed', 422, message, { errors: { [field]: [message] } })

const view = (r: Row): ProtocolRequest => ({
  id: r.id,
  uuid: r.uuid,
  orderId: r.orderId,
  clientId: r.clientId,
  protocolableType: r.protocolableType,
  protocolableId: r.protocolableId,
  packageTestId: r.packageTestId,
  state: r.state,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
})

/** Whether `testId` is a package. */
async function isPackage(tx: Tx, testId: number): Promise<boolean> {
  const [row] = await tx.select({ isPackage: mcTests.isPackage }).from(mcTests).where(eq(mcTests.id, testId))
  return row?.isPackage ?? false
}

/** 422 unless the line the body names is in the cart and no request of the other kind exists. */
async function checkLine(tx: Tx, body: ProtocolFromOrderBody, cartTests: number[], cartServices: number[]) {
  const packageId = body.packageTestId ?? null
  if (body.protocolableType === 'service') {
    if (packageId !== null) throw refuse('package_test_id', msg.serviceInPackage)
    if (!cartServices.includes(body.protocolableId)) throw refuse('protocolable_id', msg.noSuchService)
    return
  }
  const ofOrder = eq(protocolRequests.orderId, body.orderId)
  const tests = eq(protocolRequests.protocolableType, 'test')
  if (packageId === null) {
    if (!cartTests.includes(body.protocolableId)) throw refuse('protocolable_id', msg.noSuchTest)
    if (!(await isPackage(tx, body.protocolableId))) return
    const [member] = await tx
      .select({ id: protocolRequests.id })
      .from(protocolRequests)
      .where(and(ofOrder, tests, eq(protocolRequests.packageTestId, body.protocolableId)))
      .limit(1)
    if (member) throw refuse('protocolable_id', msg.memberRequested)
    return
  }
  if (!cartTests.includes(packageId) || !(await isPackage(tx, packageId)))
    throw refuse('package_test_id', msg.noSuchPackage)
  if (!(await packageTestIds(tx, packageId)).includes(body.protocolableId))
    throw refuse('protocolable_id', msg.notInPackage)
  const [whole] = await tx
    .select({ id: protocolRequests.id })
    .from(protocolRequests)
    .where(
      and(
        ofOrder,
        tests,
        eq(protocolRequests.protocolableId, packageId),
        isNull(protocolRequests.packageTestId),
      ),
    )
    .limit(1)
  if (whole) throw refuse('protocolable_id', msg.packageRequested)
}

/** Stores the request (created: true) or answers the same request stored before (created: false). */
export async function requestProtocol(
  tx: Tx,
  user: AuthUser,
  body: ProtocolFromOrderBody,
): Promise<{ request: ProtocolRequest; created: boolean }> {
  const order = await orderRow(tx, body.orderId, true)
  // An order outside the user's scope answers as a missing one (domain/orders/order-access.ts).
  const inScope = order && canSeeOrder(user.permissions, user.id, order, protocolOrderReach)
  if (!order || !inScope) throw refuse('order_id', msg.orderNotFound)
  if (order.state === 'deleted') throw refuse('order_id', msg.orderCancelled)
  if (order.clientId === null) throw refuse('client_id', msg.noPatient)
  if (body.clientId != null && body.clientId !== order.clientId) throw refuse('client_id', msg.otherPatient)
  const packageTestId = body.packageTestId ?? null
  const line = and(
    eq(protocolRequests.orderId, order.id),
    eq(protocolRequests.protocolableType, body.protocolableType),
    eq(protocolRequests.protocolableId, body.protocolableId),
    packageTestId === null
      ? isNull(protocolRequests.packageTestId)
      : eq(protocolRequests.packageTestId, packageTestId),
  )
  const [stored] = await tx.select().from(protocolRequests).where(line)
  if (stored) return { request: view(stored), created: false }
  const cart = order.cartData
  await checkLine(
    tx,
    body,
    cart.tests.map((l) => l.id),
    cart.services.map((l) => l.id),
  )
  const [row] = await tx
    .insert(protocolRequests)
    .values({
      orderId: order.id,
      clientId: order.clientId,
      protocolableType: body.protocolableType,
      protocolableId: body.protocolableId,
      packageTestId,
      createdBy: user.id,
    })
    .returning()
  if (!row) throw new DomainError('internal', 500, errorMessages.internal)
  return { request: view(row), created: true }
}
