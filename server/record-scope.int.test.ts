/**
 * Reads and writes by id keep to the scope of the lists (issue 17 §2). The routes are taken from the app's
 * registered routes and their OpenAPI description, not listed by hand: every route that names an order, a
 * task or a client (a path id, or an orderId in its query or body) is tried as a registrar and as a
 * call-centre operator against another user's record and against their own. A route that names a record
 * and fits no rule below fails the first test until someone decides its scope.
 */
import { allResources } from '../domain/resources/registry'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { defaultRoles } from '../domain/permissions/roles'
import { demoUsers } from './db/seed/users'
import { buildTask, createTask, TASKS, userId } from './modules/tasks/task-fixtures'
import type { Task } from '../domain/tasks/task.schema'
import { routeExamples } from '../tests/support/route-examples'
import { createTestApp, type TestApp } from '../tests/support/test-app'

type Kind = 'order' | 'task' | 'client'
interface Route {
  key: string
  method: string
  url: string
  auth: unknown
  tags: string[]
  /** Path parameters, and the query or body fields that name a record. */
  refs: string[]
  query: string[]
}

/** Routes that name a record with no owner: the route's permission is its whole scope. */
const permissionOnly: Record<string, string> = {
  'GET /api/api/v2/users/:id/permissions': 'rights of any user: the rights screen (crmRightsEdit)',
  'PUT /api/api/v2/users/:id/permissions': 'rights of any user: the rights screen (crmRightsEdit)',
  'PUT /api/api/v2/roles/:id': 'a role of the installation: the rights screen (crmRightsEdit)',
  'POST /api/api/v2/roles/:id/reset': 'a role of the installation: the rights screen (crmRightsEdit)',
  'GET /api/api/v2/staff-users/:id': 'any user account: the staff screen (crmStaffEdit)',
  'POST /api/api/v2/staff-users/:id/password': 'any user account: the staff screen (crmStaffEdit)',
  'POST /api/api/v2/staff-users/:id/block': 'any user account: the staff screen (crmStaffEdit)',
  'POST /api/api/v2/staff-users/:id/unblock': 'any user account: the staff screen (crmStaffEdit)',
  'GET /api/api/v2/mc-tests/:id': 'a reference item',
  'POST /api/notifications/:id/resend': 'a message of the installation’s log (crmReportsLogNotificationSee)',
  'GET /api/api/v2/mc-orders/:id/fiscal-receipts':
    'the order’s scope is checked by visibleOrder (fiscal-receipts.service.ts, canSeeOrder)',
  'POST /api/api/v2/mc-orders/:id/fiscal-receipts/:receiptId/fiscalise':
    'a receipt of an order: its order’s scope is checked by visibleOrder (fiscal-receipts.service.ts)',
  'POST /api/api/v2/mc-orders/:id/fiscal-receipts/:receiptId/return':
    'a receipt of an order: its order’s scope is checked by visibleOrder (fiscal-receipts.service.ts)',
  'POST /api/api/v2/mc-orders/:id/online-payment':
    'the order’s scope is checked by visibleOrder (online-payments.service.ts; a registrar gets 404 in its int test)',
  'GET /api/api/v2/mc-orders/:id/online-payments':
    'the order’s scope is checked by visibleOrder (online-payments.service.ts)',
  'POST /api/api/v2/online-payments/:paymentId/refresh':
    'an online payment: the scope of its order is checked (online-payments.service.ts refreshPayment)',
  'GET /api/api/v2/filial-cabinets/:id': 'a reference item',
  'GET /api/application/legal-info/:param': 'a reference item',
  // The activity row is matched with the signed-in user in its repo: another user's id is 404.
  'PATCH /api/api/v2/user-activities/:id': 'the signed-in user’s own activity',
  'GET /api/settings/promo-codes/:id': 'a settings entity (crmSettingsEdit)',
  'PATCH /api/settings/promo-codes/:id': 'a settings entity (crmSettingsEdit)',
  'DELETE /api/settings/promo-codes/:id': 'a settings entity (crmSettingsEdit)',
  'GET /api/settings/services/:id': 'a catalogue entity (crmReferencesSee)',
  'PATCH /api/settings/services/:id': 'a catalogue entity (crmSettingsEdit)',
  'DELETE /api/settings/services/:id': 'a catalogue entity (crmSettingsEdit)',
  'GET /api/settings/mc-tests/:id': 'a catalogue entity (crmReferencesSee)',
  'PATCH /api/settings/mc-tests/:id': 'a catalogue entity (crmSettingsEdit)',
  'DELETE /api/settings/mc-tests/:id': 'a catalogue entity (crmSettingsEdit)',
  'GET /api/settings/price-lists/:id': 'a settings entity (crmSettingsEdit)',
  'PATCH /api/settings/price-lists/:id': 'a settings entity (crmSettingsEdit)',
  'DELETE /api/settings/price-lists/:id': 'a settings entity (crmSettingsEdit)',
  'GET /api/settings/price-lists/:id/group-positions': 'a settings entity (crmSettingsEdit)',
  'PATCH /api/settings/price-lists/:priceListId/positions/:id': 'a settings entity (crmSettingsEdit)',
  'GET /api/settings/price-lists/:id/export': 'a settings entity (crmSettingsEdit)',
  'POST /api/settings/price-lists/:id/import': 'a settings entity (crmSettingsEdit)',
  'POST /api/settings/price-lists/:priceListId/positions': 'a settings entity (crmSettingsEdit)',
  'POST /api/settings/price-lists/:priceListId/positions/mass': 'a settings entity (crmSettingsEdit)',
  'GET /api/settings/price-lists/:priceListId/history': 'a settings entity (crmSettingsEdit)',
  'GET /api/settings/price-lists/:priceListId/materials': 'a settings entity (crmSettingsEdit)',
  'PUT /api/settings/price-lists/:priceListId/materials': 'a settings entity (crmSettingsEdit)',
  'GET /api/settings/analyzers/:id/test-codes': 'a laboratory setting (crmReferencesSee)',
  'PUT /api/settings/analyzers/:id/test-codes': 'a laboratory setting (crmSettingsEdit)',
  'GET /api/settings/analyzers/:id/listener':
    "a laboratory device's listener (crmReferencesSee or crmLabSee)",
  'POST /api/settings/analyzers/:id/listener': "a laboratory device's listener (crmSettingsEdit)",
  'GET /api/settings/price-lists/:priceListId/position-sets': 'a settings entity (crmSettingsEdit)',
  'GET /api/settings/price-lists/:priceListId/position-sets/:id': 'a settings entity (crmSettingsEdit)',
  'POST /api/settings/price-lists/:priceListId/position-sets': 'a settings entity (crmSettingsEdit)',
  'PATCH /api/settings/price-lists/:priceListId/position-sets/:id': 'a settings entity (crmSettingsEdit)',
  'DELETE /api/settings/price-lists/:priceListId/position-sets/:id': 'a settings entity (crmSettingsEdit)',
  'GET /api/settings/insurance-companies/:id': 'a settings entity (crmSettingsEdit)',
  'PATCH /api/settings/insurance-companies/:id': 'a settings entity (crmSettingsEdit)',
  'POST /api/settings/insurance-companies/:id/access-token': 'a settings entity (crmSettingsEdit)',
  'PATCH /api/taskmanager/topics/:id': 'a task-manager setting (crmSettingsEdit)',
  'DELETE /api/taskmanager/topics/:id': 'a task-manager setting (crmSettingsEdit)',
  'PATCH /api/taskmanager/document-categories/:id': 'a task-manager setting (crmSettingsEdit)',
  'DELETE /api/taskmanager/document-categories/:id': 'a task-manager setting (crmSettingsEdit)',
  // A protocol follows its order's scope (protocols.service.ts canSeeOrder), but its rights reach every
  // order, as a doctor's reception does; no role with an order-scoped list holds them.
  ...Object.fromEntries(
    [
      'GET /api/api/v2/protocols/:id',
      'GET /api/api/v2/protocols/:id/pdf',
      'PUT /api/api/v2/protocols/:id',
      'POST /api/api/v2/protocols/:id/approve',
      'POST /api/api/v2/protocols/:id/delete',
      'POST /api/api/v2/protocols/:id/files',
      'GET /api/api/v2/protocols/:id/files/:fileId',
      'DELETE /api/api/v2/protocols/:id/files/:fileId',
    ].map((k) => [k, 'a protocol: crmProtocolsCreate / crmProtocolsApprove reach every order']),
  ),
  // A stock document keeps to the user's warehouses (warehouse.routes.ts; tested in warehouse.int.test.ts
  // "who sees which warehouse": another warehouse's document answers 404).
  ...Object.fromEntries(
    [
      'GET /api/api/v2/warehouse/documents/:id',
      'PATCH /api/api/v2/warehouse/documents/:id',
      'POST /api/api/v2/warehouse/documents/:id/sign',
      'DELETE /api/api/v2/warehouse/documents/:id',
      'PUT /api/api/v2/warehouse/documents/:id/counts',
    ].map((k) => [k, 'a stock document: scoped by the user’s warehouses (user_warehouses)']),
  ),
  // A cash register keeps to the user's filials and assigned registers (cash-desk.repo.ts; tested in
  // cash-desk.int.test.ts: another filial's register answers 404).
  ...Object.fromEntries(
    ['open-shift', 'x-report', 'close-shift', 'upload-offline', 'service-cash'].map((a) => [
      `POST /api/api/v2/cash-desk/registers/:id/${a}`,
      'a cash register: scoped by the user’s filials and registers (user_filials, user_cash_registers)',
    ]),
  ),
  // A tube follows its order's scope (lab-tubes.service.ts `sees`: another order-scoped user's tube is 404,
  // tested in lab-tubes.int.test.ts); crmLabSamplesWork is held by no role with an order-scoped list.
  'POST /api/api/v2/lab/tubes/:id/reject': 'a tube: its order’s scope; crmLabSamplesWork reaches every order',
  // Previous entries belong to a client; clients have no owner (see the client rule).
  'GET /api/previous-orders/api/:id': 'a client’s previous entry: every client’s for crmClientsSee',
  'PATCH /api/previous-orders/api/:id': 'a client’s previous entry: every client’s for crmPreviousOrdersEdit',
}

/** Query strings and bodies the route examples (tests/support/examples) do not give. */
const extraQuery: Record<string, string> = { 'GET /api/api/v2/promo-codes/lookup': 'code=SPRING10' }
const resourcePaths = allResources().map((d) => `/api${d.apiPath}`)

const extraBody: Record<string, object> = { 'DELETE /api/mc-cart/:id/book-service': { serviceId: 1 } }

const MISSING = 999_999
const ORDER_TAG = 'Замовлення'

/** The route's scope rule (a Kind), or the reason none is needed, or undefined (nobody decided yet). */
function kindOf(r: Route): string | undefined {
  if (r.refs.includes('orderId')) return 'order'
  if (r.refs.includes('id') && r.tags.includes(ORDER_TAG)) return 'order'
  if (/^\/api\/taskmanager\/tasks\/:id(\/|$)/.test(r.url)) return 'task'
  // A client named in a path, a query or a body: clients have no owner (see the last describe).
  if (/\/clients\/:id(\/|$)/.test(r.url) || r.refs.includes('clientId')) return 'client'
  // Dictionaries have no owner: every holder of the definition's read permission sees all of them.
  if (resourcePaths.some((p) => r.url.startsWith(`${p}/`))) return 'a back-office resource (domain/resources)'
  return permissionOnly[r.key]
}

type Schema = { $ref?: string; properties?: Record<string, unknown> }
interface Operation {
  tags?: string[]
  parameters?: Array<{ in: string; name: string }>
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}

async function registeredRoutes(t: TestApp): Promise<Route[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>
    components?: { schemas?: Record<string, Schema> }
  }>()
  const resolve = (s: Schema | undefined) =>
    s?.$ref ? doc.components?.schemas?.[s.$ref.replace('#/components/schemas/', '')] : s
  return t.app.routeGuards
    .filter((g) => g.auth !== 'public')
    .map((g) => {
      const op = doc.paths[g.url.replace(/:(\w+)/g, '{$1}')]?.[g.method.toLowerCase()] ?? {}
      const path = [...g.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '')
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
      const body = Object.keys(
        resolve(op.requestBody?.content?.['application/json']?.schema)?.properties ?? {},
      )
      const named = [...query, ...body].filter((n) => ['orderId', 'taskId', 'clientId'].includes(n))
      return {
        key: `${g.method} ${g.url}`,
        method: g.method,
        url: g.url,
        auth: g.auth,
        tags: op.tags ?? [],
        refs: [...path, ...named],
        query,
      }
    })
}

const roleOf = (login: string) => demoUsers.find((u) => u.login === login)?.role ?? ''
/** Whether the demo login holds the route's permission (else the guard answers 403 before any scope). */
function passesGuard(login: string, r: Route): boolean {
  if (r.auth === 'user') return true
  const held = new Set<string>(defaultRoles[roleOf(login)]?.permissions ?? [])
  return [r.auth].flat().some((p) => held.has(String(p)))
}

/** The request of route `r` naming record `ref` (an id or a uuid), with a valid body where it needs one. */
function request(r: Route, ref: number | string, version?: number) {
  const example = routeExamples[r.key]
  const body: Record<string, unknown> = { ...(example?.body ?? extraBody[r.key]) }
  if ('orderId' in body) body.orderId = ref
  if (version !== undefined && 'version' in body) body.version = version
  const params = new URLSearchParams(extraQuery[r.key] ?? '')
  if (r.query.includes('orderId')) params.set('orderId', String(ref))
  const url = r.url.replace(/:id\b/, String(ref)) + (params.size ? `?${params}` : '')
  const hasBody = r.method !== 'GET' && (example !== undefined || r.key in extraBody)
  return { method: r.method as 'GET', url, ...(hasBody ? { payload: body } : {}) }
}

const answer = (res: LightMyRequestResponse) => {
  const b = res.json<{ code?: string; errors?: unknown }>()
  return { status: res.statusCode, code: b.code, errors: b.errors }
}

let t: TestApp
let routes: Route[]
beforeAll(async () => {
  t = await createTestApp()
  routes = await registeredRoutes(t)
}, 60_000)
afterAll(() => t.close())

const ofKind = (kind: Kind) => routes.filter((r) => kindOf(r) === kind)

describe('every route that names a record', () => {
  it('falls under a scope rule, or is listed with the reason its permission is enough', () => {
    const undecided = routes.filter((r) => r.refs.length > 0 && kindOf(r) === undefined).map((r) => r.key)
    expect(undecided).toEqual([])
    // The rules are not vacuous: the orders' and tasks' routes are found among the registered ones.
    expect(ofKind('order').length).toBeGreaterThanOrEqual(18)
    expect(ofKind('task').length).toBe(5)
    const stale = Object.keys(permissionOnly).filter((k) => !routes.some((r) => r.key === k))
    expect(stale).toEqual([])
  })
})

interface OrderRef {
  id: number
  uuid: string
  version: number
}
async function newOrder(login: string): Promise<OrderRef> {
  const res = await t.as(login, { method: 'POST', url: '/api/mc-orders/create-new-from-zero' })
  expect(res.statusCode).toBe(201)
  const { orderId, uuid } = res.json<{ orderId: number; uuid: string }>()
  return { id: orderId, uuid, version: 1 }
}
const readOrder = async (id: number) =>
  (await t.as('admin', { method: 'GET', url: `/api/api/v2/mc-orders/${id}` })).json<OrderRef>()

describe.each(['registrar', 'callcenter'])('orders, as %s (crmMcOrdersEditOwn)', (login) => {
  it('answers another user’s order on every order route exactly as a missing one (404), and changes nothing', async () => {
    const others = await newOrder('cashier')
    const tried: string[] = []
    for (const r of ofKind('order').filter((x) => passesGuard(login, x))) {
      const missing = answer(await t.as(login, request(r, MISSING)))
      if (r.refs.includes('id')) expect(missing, r.key).toMatchObject({ status: 404, code: 'not_found' })
      expect(missing.status, r.key).toBeGreaterThanOrEqual(400)
      for (const ref of [others.id, others.uuid]) {
        if (typeof ref === 'string' && !r.refs.includes('id')) continue
        const res = await t.as(login, request(r, ref))
        expect(answer(res), `${r.key} with ${ref}`).toEqual(missing)
      }
      tried.push(r.key)
    }
    expect(tried).toEqual(expect.arrayContaining(['GET /api/api/v2/mc-orders/:id']))
    expect(tried).toEqual(
      expect.arrayContaining([
        'GET /api/api/v2/cart-get-updated-infos/:id',
        'PATCH /api/api/v2/mc-orders/:id',
        'PATCH /api/api/v2/crm-orders/:id',
        'POST /api/api/v2/mc-orders/:id/update-calculation',
        'PATCH /api/api/v2/check-carts/:id',
        'PATCH /api/api/v2/mc-orders/:id/finish-cart',
        'POST /api/api/v2/mc-orders/:id/cancel',
        'POST /api/api/v2/mc-orders/:id/book-service',
        'GET /api/api/v2/promo-codes/lookup',
      ]),
    )
    const after = await readOrder(others.id)
    expect(after).toMatchObject({ version: others.version, state: 'created' })
  })

  it('lets them read and change their own order on every order route', async () => {
    const mine = await newOrder(login)
    for (const r of ofKind('order').filter((x) => passesGuard(login, x))) {
      const res = await t.as(login, request(r, mine.id, (await readOrder(mine.id)).version))
      // The state or the cart may refuse an action (422, 409): the scope does not.
      expect([401, 403, 404], `${r.key}: ${res.body}`).not.toContain(res.statusCode)
    }
  })

  it('shows in the list exactly the orders its reads answer', async () => {
    const others = await newOrder('cashier')
    const mine = await newOrder(login)
    const list = await t.as(login, { method: 'GET', url: '/api/api/v2/mc-orders?perPage=100' })
    const ids = list.json<{ data: Array<{ id: number }> }>().data.map((o) => o.id)
    expect(ids).toContain(mine.id)
    expect(ids).not.toContain(others.id)
    // A user who sees every order (crmMcOrdersEditAll) reads this one by id as the list shows it.
    const cashier = await t.as('cashier', { method: 'GET', url: `/api/api/v2/mc-orders/${mine.id}` })
    expect(cashier.statusCode).toBe(200)
  })
})

describe('tasks: changed by their author, their performer or a manager only', () => {
  let ids: Record<string, number>
  let theirs: Task
  beforeAll(async () => {
    ids = Object.fromEntries(
      await Promise.all(
        ['admin', 'cashier', 'registrar', 'callcenter', 'lab'].map(async (l) => [l, await userId(t, l)]),
      ),
    ) as Record<string, number>
    // Written by the administrator for the cashier: nobody else's own task.
    theirs = await createTask(t, 'admin', buildTask(ids.cashier!))
  })
  const current = async (id: number) =>
    (await t.as('admin', { method: 'GET', url: `${TASKS}/${id}` })).json<Task>()
  const writes = () => ofKind('task').filter((r) => r.method !== 'GET')

  it.each(['registrar', 'callcenter', 'lab'])(
    '%s reads another user’s task as the list shows it, and cannot change it on any task route',
    async (login) => {
      const list = await t.as(login, { method: 'GET', url: `${TASKS}?perPage=100` })
      expect(list.json<{ data: Task[] }>().data.map((x) => x.id)).toContain(theirs.id)
      for (const r of ofKind('task').filter((x) => x.method === 'GET'))
        expect((await t.as(login, request(r, theirs.id))).statusCode, r.key).toBe(200)
      expect(writes().length).toBe(4)
      for (const r of writes())
        for (const ref of [theirs.id, theirs.uuid]) {
          const res = await t.as(login, request(r, ref, theirs.version))
          expect(answer(res), `${r.key} with ${ref}`).toMatchObject({
            status: 403,
            code: 'forbidden_not_own',
          })
        }
      expect(await current(theirs.id)).toMatchObject({ version: theirs.version, status: theirs.status })
    },
  )

  it.each([
    ['registrar', 'as the author'],
    ['callcenter', 'as the performer'],
  ])('%s changes their own task (%s) on every task route', async (login, as) => {
    const own =
      as === 'as the author'
        ? await createTask(t, login, buildTask(ids.admin!))
        : await createTask(t, 'admin', buildTask(ids[login]!))
    for (const r of writes()) {
      const res = await t.as(login, request(r, own.id, (await current(own.id)).version))
      // A state that does not allow a move answers 422: the scope lets it through.
      expect([401, 403, 404], `${r.key}: ${res.body}`).not.toContain(res.statusCode)
    }
    expect((await current(own.id)).version).toBeGreaterThan(own.version)
  })

  it('lets the administrator (crmSettingsEdit, the manager’s right) change anyone’s task', async () => {
    const res = await t.as('admin', request(writes()[0]!, theirs.id, (await current(theirs.id)).version))
    expect(res.statusCode).toBe(200)
  })

  it('answers a missing task 404 on every task route', async () => {
    for (const r of ofKind('task'))
      expect((await t.as('registrar', request(r, MISSING, 1))).statusCode, r.key).toBe(404)
  })
})

describe('clients: no owner, so every client the list shows', () => {
  it.each(['registrar', 'callcenter'])(
    '%s reads a client another user created on every client read',
    async (login) => {
      const created = await t.as('cashier', {
        method: 'POST',
        url: '/api/clients',
        payload: { surname: 'Охрименко', name: 'Зоряна' },
      })
      expect(created.statusCode).toBe(201)
      const { id } = created.json<{ id: number }>()
      const listed = await t.as(login, { method: 'GET', url: '/api/clients?surname=Охрименко' })
      expect(listed.json<{ data: Array<{ id: number }> }>().data.map((c) => c.id)).toContain(id)
      const reads = ofKind('client').filter(
        (r) => r.method === 'GET' && r.refs.includes('id') && passesGuard(login, r),
      )
      expect(reads.length).toBeGreaterThanOrEqual(2)
      for (const r of reads) expect((await t.as(login, request(r, id))).statusCode, r.key).toBe(200)
    },
  )
})
