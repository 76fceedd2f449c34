/**
 * /api/v2/protocols/{id}: a doctor writes the protocol of a stored request — the first save creates it,
 * the server checks the values and works out the calculated ones, keeps the template as it was, refuses
 * stale versions; approval needs a prior save and the right; deletion needs a reason; saved protocols
 * whose templates allow it are approved by themselves after the end of the visit's day plus the delay,
 * once even when two sweeps run together, and after a restart. Demo order 10 is confirmed, with a patient
 * and services 1–2 and tests 1–2 in its cart.
 */
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Protocol } from '../../../domain/protocols/protocol.schema'
import type { ProtocolRequest } from '../../../domain/protocols/protocol-request.schema'
import { buildApp } from '../../app'
import { protocolDeleteReasons } from '../../db/schema/dictionaries'
import { protocolTemplates } from '../../db/schema/protocol-dictionaries'
import { protocolLog, protocols } from '../../db/schema/protocols'
import { staff } from '../../db/schema/staff'
import { DEMO_DOCTOR_CARD } from '../../db/seed/users'
import { queryRows } from '../../db/raw'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { callV2, errorsOf, newOrder, setCart } from '../orders/order-fixtures'
import { autoApproveDue, autoApprovalTime } from './protocols.service'
import { pdfContent } from '../../../tests/support/pdf-text'

let clock = new Date('2026-11-27T08:00:00Z')
let t: TestApp
let doctorId: number
let therapy: number
let recipe: number

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock })
  const [card] = await t.db.db.select().from(staff).where(eq(staff.fullName, DEMO_DOCTOR_CARD))
  doctorId = card!.id
  const templates = await t.db.db.select().from(protocolTemplates).orderBy(asc(protocolTemplates.id))
  therapy = templates.find((x) => x.name === 'Огляд терапевта')!.id
  recipe = templates.find((x) => x.name === 'Рецепт')!.id
})
afterAll(() => t.close())

async function request(
  protocolableType: 'service' | 'test',
  protocolableId: number,
  orderId = 10,
): Promise<number> {
  const res = await callV2(t, 'doctor', 'POST', '/protocol-from-orders', {
    orderId,
    protocolableType,
    protocolableId,
  })
  expect([200, 201], res.body).toContain(res.statusCode)
  return res.json<ProtocolRequest>().id
}

const read = (id: number, login = 'doctor') => callV2(t, login, 'GET', `/protocols/${id}`)
const save = (id: number, body: object, login = 'doctor') => callV2(t, login, 'PUT', `/protocols/${id}`, body)
const approve = (id: number, version: number, login = 'doctor') =>
  callV2(t, login, 'POST', `/protocols/${id}/approve`, { version })

const therapyValues = {
  complaints: 'Головний біль',
  condition: 'задовільний',
  weight: 82.5,
  height: 1.76,
  bmi: 999,
  sys: 128,
  dia: 82,
  recommendations: 'Контроль тиску',
}
const body = (version: number, sheets: object[], more: object = {}) => ({
  version,
  sheets,
  doctorId,
  visitAt: '2026-11-27T10:00:00+02:00',
  conclusion: 'Здоровий',
  ...more,
})

describe('a protocol of a stored request', () => {
  it('reads as not written yet, with its subject, patient and what may be chosen', async () => {
    const id = await request('service', 1)
    const res = await read(id)
    expect(res.statusCode, res.body).toBe(200)
    const p = res.json<Protocol>()
    expect(p).toMatchObject({ id, state: 'requested', version: 0, orderId: 10 })
    // Service 1 (the therapist's consultation) is linked to the therapist's examination in the demo.
    expect(p.sheets.map((s) => [s.name, s.values])).toEqual([['Огляд терапевта', {}]])
    expect(p.subject).toMatchObject({ type: 'service', id: 1 })
    expect(p.subject.name).not.toBe('')
    expect(p.patient).not.toBeNull()
    expect(p.may).toEqual({ save: true, approve: false, delete: false, download: false })
    expect(p.choices.templates.map((x) => x.name)).toEqual(
      expect.arrayContaining(['Огляд терапевта', 'Рецепт']),
    )
    expect(p.choices.doctors.map((d) => d.name)).toContain(DEMO_DOCTOR_CARD)
    expect((await read(999_999)).statusCode).toBe(404)
    // A registrar has neither protocol right.
    expect((await read(id, 'registrar')).statusCode).toBe(403)
  })

  it('is saved with the values checked and the calculated ones worked out by the server', async () => {
    const id = await request('service', 2)
    const missing = await save(
      id,
      body(0, [{ templateId: therapy, values: { ...therapyValues, weight: null, condition: 'інше' } }]),
    )
    expect(missing.statusCode, missing.body).toBe(422)
    expect(errorsOf(missing)).toEqual({
      'sheets.0.values.weight': ['Заповніть це поле'],
      'sheets.0.values.condition': ['Оберіть варіант зі списку'],
    })
    expect(await t.db.db.select().from(protocols).where(eq(protocols.id, id))).toEqual([])

    const res = await save(id, body(0, [{ templateId: therapy, values: therapyValues }]))
    expect(res.statusCode, res.body).toBe(200)
    const p = res.json<Protocol>()
    expect(p).toMatchObject({
      state: 'saved',
      version: 1,
      conclusion: 'Здоровий',
    })
    expect(p.savedBy).toBe('Андрій Лікар')
    expect(p.doctor).toEqual({ id: doctorId, name: DEMO_DOCTOR_CARD })
    expect(p.sheets[0]!.values).toMatchObject({ bmi: 26.6, map: 97, weight: 82.5 })
    // A template with calculated indicators is never approved by itself.
    expect(p.autoApproveAt).toBeNull()
    expect(p.may).toEqual({ save: true, approve: true, delete: true, download: false })

    // A stale version is a conflict carrying the current protocol; the right one saves again.
    const stale = await save(id, body(0, [{ templateId: therapy, values: therapyValues }]))
    expect(stale.statusCode).toBe(409)
    expect(stale.json<{ current: Protocol }>().current.version).toBe(1)
    const again = await save(id, body(1, [{ templateId: therapy, values: { ...therapyValues, weight: 70 } }]))
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json<Protocol>().sheets[0]!.values).toMatchObject({ bmi: 22.6, weight: 70 })
    const log = await t.db.db.select().from(protocolLog).where(eq(protocolLog.protocolId, id))
    expect(log.map((l) => [l.action, l.version])).toEqual([
      ['saved', 1],
      ['saved', 2],
    ])
  })

  it('keeps the template as it was when first saved', async () => {
    const id = await request('test', 1)
    expect(
      (
        await save(
          id,
          body(0, [{ templateId: recipe, values: { preparation: 'Ібупрофен 200 мг', dose: '1 таб.' } }]),
        )
      ).statusCode,
    ).toBe(200)
    const [tpl] = await t.db.db.select().from(protocolTemplates).where(eq(protocolTemplates.id, recipe))
    await t.db.db
      .update(protocolTemplates)
      .set({ indicators: tpl!.indicators.map((i) => ({ ...i, label: `${i.label} (нова)` })) })
      .where(eq(protocolTemplates.id, recipe))
    try {
      const p = (await read(id)).json<Protocol>()
      expect(p.sheets[0]!.indicators.map((i) => i.label)).toEqual([
        'Препарат',
        'Дозування',
        'Тривалість, днів',
      ])
      const resaved = await save(id, body(1, [{ templateId: recipe, values: p.sheets[0]!.values }]))
      expect(resaved.json<Protocol>().sheets[0]!.indicators[0]!.label).toBe('Препарат')
    } finally {
      await t.db.db
        .update(protocolTemplates)
        .set({ indicators: tpl!.indicators })
        .where(eq(protocolTemplates.id, recipe))
    }
  })

  it('is approved only once saved, by the version read, and then no longer changes', async () => {
    const id = await request('test', 2)
    const early = await approve(id, 0)
    expect(early.statusCode).toBe(422)
    expect(errorsOf(early)).toEqual({
      version: ['Спершу збережіть протокол: затвердити можна лише збережений'],
    })
    const saved = (await save(id, body(0, [{ templateId: therapy, values: therapyValues }]))).json<Protocol>()
    expect((await approve(id, saved.version - 1)).statusCode).toBe(409)
    const res = await approve(id, saved.version)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<Protocol>()).toMatchObject({
      state: 'approved',
      autoApproved: false,
    })
    expect(res.json<Protocol>().approvedBy).toBe('Андрій Лікар')
    expect(res.json<Protocol>().may).toEqual({ save: false, approve: false, delete: true, download: true })
    // An edit arriving after approval (an offline replay, say) is a conflict, never merged.
    const late = await save(id, body(saved.version, [{ templateId: therapy, values: therapyValues }]))
    expect(late.statusCode).toBe(409)
    expect(late.json<{ current: Protocol }>().current.state).toBe('approved')
  })

  it('is deleted with a known reason', async () => {
    const order = await setCart(t, await newOrder(t), { tests: [{ id: 1 }] })
    const id = await request('test', 1, order.id)
    const created = (
      await save(
        id,
        body(0, [{ templateId: recipe, values: { preparation: 'Лоратадин 10 мг', dose: '1 таб.' } }]),
      )
    ).json<Protocol>()
    const [reason] = await t.db.db.select().from(protocolDeleteReasons).limit(1)
    const unknown = await callV2(t, 'doctor', 'POST', `/protocols/${id}/delete`, {
      version: created.version,
      reasonId: 999_999,
    })
    expect(errorsOf(unknown)).toEqual({ reason_id: ['Такої причини видалення немає'] })
    const res = await callV2(t, 'doctor', 'POST', `/protocols/${id}/delete`, {
      version: created.version,
      reasonId: reason!.id,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<Protocol>()).toMatchObject({ state: 'deleted', deleteReason: reason!.name })
    expect(res.json<Protocol>().may).toEqual({ save: false, approve: false, delete: false, download: false })
  })
})

describe('approval by itself', () => {
  it('is due an end of the visit’s Kyiv day plus the longest delay, and never with a calculated indicator', () => {
    const sheet = {
      templateId: 1,
      name: 'x',
      pageFormat: 'A4' as const,
      autoApproveMinutes: 60,
      indicators: [],
    }
    // 23:30 in Kyiv on 27 November is still the 27th there: due at 01:00 Kyiv on the 28th.
    expect(autoApprovalTime([sheet], new Date('2026-11-27T21:30:00Z'))?.toISOString()).toBe(
      '2026-11-27T23:00:00.000Z',
    )
    expect(
      autoApprovalTime(
        [sheet, { ...sheet, autoApproveMinutes: 120 }],
        new Date('2026-11-27T08:00:00Z'),
      )?.toISOString(),
    ).toBe('2026-11-28T00:00:00.000Z')
    expect(
      autoApprovalTime([sheet, { ...sheet, autoApproveMinutes: null }], new Date('2026-11-27T08:00:00Z')),
    ).toBeNull()
    expect(autoApprovalTime([], new Date('2026-11-27T08:00:00Z'))).toBeNull()
  })

  it('happens once when due — two sweeps at once, then a restarted server for one missed while down', async () => {
    const order = await setCart(t, await newOrder(t), { tests: [{ id: 1 }, { id: 2 }] })
    const targets: number[] = []
    for (const testId of [1, 2]) targets.push(await request('test', testId, order.id))
    const recipeSheet = [
      { templateId: recipe, values: { preparation: 'Парацетамол 500 мг', dose: '2 таб.' } },
    ]
    for (const id of targets) {
      const res = await save(id, body(0, recipeSheet))
      expect(res.statusCode, res.body).toBe(200)
      // 10:00 in Kyiv on the 27th: the day ends at 22:00Z, plus the template's hour.
      expect(res.json<Protocol>().autoApproveAt).toBe('2026-11-27T23:00:00.000Z')
    }
    // Each save planned the queue's approval sweep for that moment, in its own transaction.
    const planned = await queryRows<{ at: string }>(
      t.db.db,
      sql`SELECT start_after::text AS at FROM pgboss.job WHERE name = 'protocol.auto-approve' AND state = 'created'`,
    )
    expect(
      planned.filter((j) => new Date(j.at).toISOString() === '2026-11-27T23:00:00.000Z').length,
    ).toBeGreaterThanOrEqual(2)
    // Not yet due.
    expect(await autoApproveDue(t.db.db, new Date('2026-11-27T22:59:59Z'))).toEqual([])
    // Due: two sweeps at once approve each protocol once.
    clock = new Date('2026-11-27T23:00:00Z')
    const swept = await Promise.all([autoApproveDue(t.db.db, clock, 1), autoApproveDue(t.db.db, clock, 1)])
    const approved = swept.flat()
    expect(approved.length).toBeGreaterThan(0)
    expect(new Set(approved).size).toBe(approved.length)
    const due = (await t.db.db.select().from(protocols).where(eq(protocols.state, 'saved'))).filter(
      (p) => p.autoApproveAt !== null,
    )
    // Every protocol with a time was due (the earlier «Рецепт» too): the two sweeps took one each.
    expect(approved).toHaveLength(2)
    // Whatever is left is approved by a server started afterwards (its first sweep runs at start-up).
    const restarted = await buildApp({ config: t.config, db: t.db, logger: false, now: () => clock })
    await restarted.ready()
    await restarted.close()
    // Back to the morning, while the sign-in tokens of this file are still good.
    clock = new Date('2026-11-27T08:00:00Z')
    for (const id of [...targets, ...due.map((d) => d.id)]) {
      const p = (await read(id)).json<Protocol>()
      expect(p).toMatchObject({ state: 'approved', autoApproved: true, approvedBy: null })
      const log = await t.db.db.select().from(protocolLog).where(eq(protocolLog.protocolId, id))
      expect(log.filter((l) => l.action === 'auto_approved')).toHaveLength(1)
    }
  })
})

describe('the protocol as a PDF', () => {
  const pdf = (id: number, login: string, format = '') =>
    t.as(login, { method: 'GET', url: `/api/api/v2/protocols/${id}/pdf${format ? `?format=${format}` : ''}` })

  it('prints the centre, the patient, the indicators with their norms and every Ukrainian letter, on A5 or A4', async () => {
    const order = await setCart(t, await newOrder(t), { tests: [{ id: 1 }, { id: 2 }] })
    const id = await request('test', 1, order.id)
    const letters = 'Ґанок, Єнот, Іволга, Їжак, пʼять — ґ є і ї'
    const saved = (
      await save(id, body(0, [{ templateId: therapy, values: therapyValues }], { conclusion: letters }))
    ).json<Protocol>()
    expect((await approve(id, saved.version)).statusCode).toBe(200)

    const res = await pdf(id, 'doctor', 'A5')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toContain(`protocol-${id}.pdf`)
    const a5 = await pdfContent(res.rawPayload)
    expect(a5.sizes[0]).toEqual([148, 210])
    const text = a5.pages.join('\n')
    for (const piece of [
      'Медична мережа «Клінік Офіс»',
      saved.patient!,
      'Індекс маси тіла',
      '26,6',
      '↑ високе',
      '18,5–24,9',
      letters,
      DEMO_DOCTOR_CARD,
    ])
      expect(text).toContain(piece)
    expect(text).not.toContain('НЕ ЗАТВЕРДЖЕНО')
    // The protocol's own format when none is asked for: the therapist's template is A4.
    expect((await pdfContent((await pdf(id, 'doctor')).rawPayload)).sizes[0]).toEqual([210, 297])
  })

  it('of an unapproved protocol needs its right and says it is a draft; one never saved is refused', async () => {
    const order = await setCart(t, await newOrder(t), { tests: [{ id: 1 }, { id: 2 }] })
    const id = await request('test', 1, order.id)
    const early = await pdf(id, 'admin')
    expect(early.statusCode).toBe(422)
    expect((await save(id, body(0, [{ templateId: therapy, values: therapyValues }]))).statusCode).toBe(200)
    const refused = await pdf(id, 'doctor')
    expect(refused.statusCode).toBe(403)
    expect(refused.json<{ message: string }>().message).toBe(
      'У вас немає права на завантаження незатверджених протоколів',
    )
    const draft = await pdf(id, 'admin', 'A4')
    expect(draft.statusCode).toBe(200)
    expect((await pdfContent(draft.rawPayload)).pages[0]).toContain('НЕ ЗАТВЕРДЖЕНО')
    expect((await pdf(id, 'registrar')).statusCode).toBe(403)
  })
})

describe('templates linked to services and tests', () => {
  it('open a protocol not yet saved with the templates of its lab test; a saved one keeps its own', async () => {
    await t.db.db
      .update(protocolTemplates)
      .set({ mcTests: [{ mcTestId: 2 }] })
      .where(eq(protocolTemplates.id, recipe))
    const order = await setCart(t, await newOrder(t), { tests: [{ id: 1 }, { id: 2 }] })
    const linked = await request('test', 2, order.id)
    expect((await read(linked)).json<Protocol>().sheets.map((s) => [s.name, s.values])).toEqual([
      ['Рецепт', {}],
    ])
    // The order's other test is linked to no template.
    expect((await read(await request('test', 1, order.id))).json<Protocol>().sheets).toEqual([])
    // Once saved, the protocol shows what it was saved with, whatever the links say later.
    const saved = await save(linked, body(0, [{ templateId: therapy, values: therapyValues }]))
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await read(linked)).json<Protocol>().sheets.map((s) => s.name)).toEqual(['Огляд терапевта'])
    await t.db.db.update(protocolTemplates).set({ mcTests: [] }).where(eq(protocolTemplates.id, recipe))
  })

  it('name services and tests that exist, each once', async () => {
    const create = (fields: object) =>
      t.as('admin', {
        method: 'POST',
        url: '/api/settings/resources/protocol-templates',
        headers: { 'idempotency-key': crypto.randomUUID() },
        payload: {
          uuid: crypto.randomUUID(),
          name: `Шаблон ${crypto.randomUUID().slice(0, 8)}`,
          pageFormat: 'A4',
          indicators: [{ code: 'a', label: 'А', widget: 'input' }],
          ...fields,
        },
      })
    const unknown = await create({
      services: [{ serviceId: 1 }, { serviceId: 999_999 }],
      mcTests: [{ mcTestId: 999_998 }],
    })
    expect(unknown.statusCode, unknown.body).toBe(422)
    expect(errorsOf(unknown)).toEqual({
      'services.1.service_id': ['Такої послуги немає: оберіть послугу зі списку'],
      'mc_tests.0.mc_test_id': ['Такого аналізу немає: оберіть аналіз зі списку'],
    })
    const twice = await create({ services: [{ serviceId: 1 }, { serviceId: 1 }] })
    expect(twice.statusCode, twice.body).toBe(422)
    expect(errorsOf(twice)).toEqual({ 'services.1.service_id': ['Ця послуга вже у списку'] })
    const ok = await create({ services: [{ serviceId: 1 }], mcTests: [{ mcTestId: 1 }] })
    expect(ok.statusCode, ok.body).toBe(201)
  })
})
