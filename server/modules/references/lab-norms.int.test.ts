/**
 * Normogroups and primary protocols beyond the generic resource suite: overlapping age ranges are
 * refused on the row that overlaps, a valid group is stored with every left-out field as none, and a
 * plate's control cells must name cells inside the plate — on create and on an edit that shrinks it.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Row = Record<string, unknown> & { id: number; version: number }
const send = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
  t.as('admin', {
    method,
    url: `/api/settings/resources/${url}`,
    headers: { 'idempotency-key': randomUUID() },
    payload,
  })
const errorsOf = (body: string) => JSON.parse(body) as { errors: Record<string, string[]> }

const band = (ageFromDays: number | null, ageToDays: number | null, sex: string | null = null) => ({
  ageFromDays,
  ageToDays,
  sex,
  min: 3.3,
  max: 5.5,
})

describe('normogroups', () => {
  it('lists the demo groups with their rows', async () => {
    const res = await t.as('registrar', { method: 'GET', url: '/api/settings/resources/norm-groups?q=hgb' })
    expect(res.statusCode, res.body).toBe(200)
    const [hgb] = res.json<{ data: Row[] }>().data
    expect(hgb).toMatchObject({ systemName: 'hgb' })
    expect(hgb!.parameters).toContainEqual(
      expect.objectContaining({ ageFromDays: 6574, ageToDays: null, sex: 'female', min: 120, max: 150 }),
    )
  })

  it('refuses overlapping ages of the same sex with the message on the overlapping row', async () => {
    const res = await send('POST', 'norm-groups', {
      uuid: randomUUID(),
      name: 'Глюкоза (тест)',
      systemName: 'glucose_overlap',
      parameters: [band(0, 29), band(30, 364, 'male'), band(20, 100)],
    })
    expect(res.statusCode, res.body).toBe(422)
    expect(errorsOf(res.body).errors).toEqual({
      'parameters.2.age_from_days': ['Діапазон віку перетинається з рядком 1'],
    })
  })

  it('stores a valid group, then refuses an edit that makes two rows overlap', async () => {
    const res = await send('POST', 'norm-groups', {
      uuid: randomUUID(),
      name: 'Глюкоза (тест)',
      systemName: 'glucose_ok',
      parameters: [band(0, 29), band(30, null), band(30, null, 'female'), { textNorm: 'див. коментар' }],
    })
    expect(res.statusCode, res.body).toBe(201)
    const saved = res.json<Row>()
    expect(saved.parameters).toEqual([
      { ...band(0, 29), textNorm: null, criticalLow: null, criticalHigh: null },
      { ...band(30, null), textNorm: null, criticalLow: null, criticalHigh: null },
      { ...band(30, null, 'female'), textNorm: null, criticalLow: null, criticalHigh: null },
      {
        ...band(null, null),
        min: null,
        max: null,
        textNorm: 'див. коментар',
        criticalLow: null,
        criticalHigh: null,
      },
    ])
    const overlap = await send('PATCH', `norm-groups/${saved.id}`, {
      version: saved.version,
      parameters: [band(0, 29), band(29, null)],
    })
    expect(overlap.statusCode, overlap.body).toBe(422)
    expect(errorsOf(overlap.body).errors['parameters.1.age_from_days']).toEqual([
      'Діапазон віку перетинається з рядком 1',
    ])
    const taken = await send('POST', 'norm-groups', {
      uuid: randomUUID(),
      name: 'Інша',
      systemName: 'HGB',
      parameters: [band(null, null)],
    })
    expect(errorsOf(taken.body).errors.system_name).toEqual(['Таке системне імʼя вже зайняте'])
  })
})

describe('primary protocols', () => {
  it('stores control cells in capitals, and the reference list reads the same table', async () => {
    const res = await send('POST', 'primary-protocols', {
      uuid: randomUUID(),
      name: 'Планшет 24',
      rows: 4,
      columns: 6,
      controlCells: ['a1', ' D6 '],
    })
    expect(res.statusCode, res.body).toBe(201)
    const saved = res.json<Row>()
    expect(saved.controlCells).toEqual(['A1', 'D6'])
    const ref = await t.as('registrar', { method: 'GET', url: '/api/api/v2/primary-protocols/reference' })
    expect(JSON.stringify(ref.json())).toContain('Планшет 24')

    // Shrinking the plate leaves D6 outside it.
    const shrink = await send('PATCH', `primary-protocols/${saved.id}`, {
      version: saved.version,
      columns: 5,
    })
    expect(shrink.statusCode, shrink.body).toBe(422)
    expect(errorsOf(shrink.body).errors.control_cells).toEqual(['Клітинка D6 поза планшетом 4 × 5'])
  })

  it('names a cell that is not a cell, or named twice', async () => {
    for (const [cells, message] of [
      [['A1', 'AA1'], '«AA1» — не клітинка: вкажіть літеру рядка й номер стовпця, напр. A1'],
      [['B0'], '«B0» — не клітинка: вкажіть літеру рядка й номер стовпця, напр. A1'],
      [['A1', 'a1'], 'Клітинка A1 вказана двічі'],
      [['I1'], 'Клітинка I1 поза планшетом 8 × 12'],
    ] as const) {
      const res = await send('POST', 'primary-protocols', {
        uuid: randomUUID(),
        name: `Планшет ${randomUUID()}`,
        rows: 8,
        columns: 12,
        controlCells: cells,
      })
      expect(res.statusCode, res.body).toBe(422)
      expect(errorsOf(res.body).errors.control_cells).toEqual([message])
    }
  })
})
