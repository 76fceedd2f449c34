/**
 * The test editor's API: every field of spec 001 §3 saved and read back (also by GET /api/v2/mc-tests/{id}),
 * code uniqueness however typed, packages (a package in a package refused by the write path with the
 * spec's message; a package made plain only with its tests cleared), an external laboratory's test
 * without container and department, collection services, indicators kept by id and replaced, versions,
 * deletion refused while something names the test, and what the next cart recalculation sees.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { McTest, McTestList } from '../../../domain/laboratory/mc-test.schema'
import { queryRows } from '../../db/raw'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { newOrder, setCart } from '../orders/order-fixtures'

let t: TestApp
let category: number
let container: { id: number; volume: number }
let department: number
let material: number
let unit: number
let apiLab: number
let internalLab: number
let collection: number
const ids = new Map<string, number>()

beforeAll(async () => {
  t = await createTestApp()
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.db.db, q))[0]!.id
  category = await one(sql`SELECT id FROM mc_test_categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1`)
  const [c] = await queryRows<{ id: number; volume_ml: number }>(
    t.db.db,
    sql`SELECT id, volume_ml FROM containers WHERE volume_ml IS NOT NULL ORDER BY id LIMIT 1`,
  )
  container = { id: c!.id, volume: c!.volume_ml }
  department = await one(sql`SELECT id FROM departments ORDER BY id LIMIT 1`)
  material = await one(sql`SELECT id FROM medical_center_materials ORDER BY id LIMIT 1`)
  unit = await one(sql`SELECT id FROM units ORDER BY id LIMIT 1`)
  apiLab = await one(sql`SELECT id FROM laboratories WHERE kind = 'api' ORDER BY id LIMIT 1`)
  internalLab = await one(sql`SELECT id FROM laboratories WHERE kind = 'internal' ORDER BY id LIMIT 1`)
  collection = await one(sql`SELECT id FROM mc_tests WHERE test_type = 2 ORDER BY id LIMIT 1`)
  for (const r of await queryRows<{ id: number; code: string }>(t.db.db, sql`SELECT id, code FROM mc_tests`))
    ids.set(r.code, r.id)
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
const call = (method: Method, url: string, payload?: unknown, login = 'admin') =>
  t.as(login, {
    method,
    url: `/api/settings/mc-tests${url}`,
    headers: { 'idempotency-key': randomUUID() },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  })
const idOf = (code: string) => {
  const id = ids.get(code)
  if (!id) throw new Error(`demo test ${code} missing`)
  return id
}
const errorsOf = (body: string) => (JSON.parse(body) as { errors: Record<string, string[]> }).errors

let n = 0
const sample = (over: Record<string, unknown> = {}) => ({
  code: `MT-${Date.now().toString(36)}-${n++}`,
  nameUk: `Тестовий аналіз ${n}`,
  nameRu: null,
  synonyms: null,
  categoryId: category,
  testType: 1,
  analizatorType: 'default',
  resultMode: 'default',
  laboratoryId: null,
  crmDepartmentId: department,
  crmContainerId: container.id,
  containerAdditionalId: null,
  medicalCenterMaterialId: material,
  materialCollectionServiceId: null,
  volume: 1,
  workDays: 1,
  runWeekdays: [1, 2, 3, 4, 5],
  externalId: null,
  externalName: null,
  externalMaterialId: null,
  externalMaterialName: null,
  defaultParamApi: null,
  buhCode: null,
  buhCodeMaterial: null,
  uniqueTest: false,
  hasUniqueTests: false,
  package: false,
  packageFull: false,
  packageTestsIds: [],
  sHelp: null,
  published: true,
  indicators: [],
  ...over,
})

async function create(over: Record<string, unknown> = {}): Promise<McTest> {
  const res = await call('POST', '', sample(over))
  expect(res.statusCode, res.body).toBe(201)
  return res.json<McTest>()
}

describe('a test with every field', () => {
  it('saves each field of spec 001 §3 and reads it back, also through GET /api/v2/mc-tests/{id}', async () => {
    const made = await create({
      nameRu: 'Тестовый анализ',
      synonyms: 'ТА, тест',
      laboratoryId: internalLab,
      containerAdditionalId: container.id,
      materialCollectionServiceId: collection,
      volume: 2.5,
      workDays: 3,
      runWeekdays: [5, 1, 3, 3],
      externalId: 'EXT-1',
      externalName: 'External test',
      externalMaterialId: 'M-9',
      externalMaterialName: 'Serum',
      buhCode: 'B-100',
      buhCodeMaterial: 'BM-100',
      uniqueTest: true,
      analizatorType: 'protocol',
      resultMode: 'doubleResult',
      sHelp: 'Натще, зранку',
      indicators: [
        {
          code: 'HGB',
          name: 'Гемоглобін',
          unitId: unit,
          decimals: 1,
          resultType: 'numeric',
          options: [],
          normGroupIds: [],
        },
        {
          code: 'COL',
          name: 'Колір',
          unitId: null,
          decimals: 0,
          resultType: 'select',
          options: ['Жовтий', 'Червоний'],
          normGroupIds: [],
        },
      ],
    })
    expect(made).toMatchObject({
      nameRu: 'Тестовый анализ',
      laboratoryId: internalLab,
      laboratoryKind: 'internal',
      containerAdditionalId: container.id,
      materialCollectionServiceId: collection,
      volume: 2.5,
      runWeekdays: [1, 3, 5],
      externalMaterialName: 'Serum',
      buhCodeMaterial: 'BM-100',
      uniqueTest: true,
      analizatorType: 'protocol',
      resultMode: 'doubleResult',
      sHelp: 'Натще, зранку',
    })
    expect(made.categoryPath).toHaveLength(2)
    expect(made.indicators.map((i) => [i.code, i.resultType, i.options])).toEqual([
      ['HGB', 'numeric', []],
      ['COL', 'select', ['Жовтий', 'Червоний']],
    ])
    const reference = await t.as('admin', { method: 'GET', url: `/api/api/v2/mc-tests/${made.id}` })
    expect(reference.statusCode).toBe(200)
    expect(reference.json<{ data: McTest }>().data).toEqual(made)
  })

  it('keeps an indicator’s id when edited, swaps codes, removes the ones left out', async () => {
    const made = await create({
      indicators: [
        {
          code: 'A',
          name: 'Перший',
          unitId: null,
          decimals: 0,
          resultType: 'text',
          options: [],
          normGroupIds: [],
        },
        {
          code: 'B',
          name: 'Другий',
          unitId: null,
          decimals: 0,
          resultType: 'text',
          options: [],
          normGroupIds: [],
        },
      ],
    })
    const [a, b] = made.indicators
    const res = await call('PATCH', `/${made.id}`, {
      version: made.version,
      indicators: [
        { ...b!, code: 'A' },
        { ...a!, code: 'B', name: 'Перший змінений' },
        {
          code: 'C',
          name: 'Новий',
          unitId: null,
          decimals: 2,
          resultType: 'numeric',
          options: [],
          normGroupIds: [],
        },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const saved = res.json<McTest>()
    expect(saved.version).toBe(made.version + 1)
    expect(saved.indicators.map((i) => [i.id, i.code])).toEqual([
      [b!.id, 'A'],
      [a!.id, 'B'],
      [expect.any(Number), 'C'],
    ])
    const dropped = await call('PATCH', `/${made.id}`, {
      version: saved.version,
      indicators: [saved.indicators[2]],
    })
    expect(dropped.json<McTest>().indicators.map((i) => i.code)).toEqual(['C'])
  })

  it('refuses a select indicator without options and repeated indicator codes, on the row', async () => {
    const res = await call(
      'POST',
      '',
      sample({
        indicators: [
          {
            code: 'X',
            name: 'Х',
            unitId: null,
            decimals: 0,
            resultType: 'select',
            options: [],
            normGroupIds: [],
          },
          {
            code: 'x',
            name: 'Х2',
            unitId: null,
            decimals: 0,
            resultType: 'text',
            options: [],
            normGroupIds: [],
          },
        ],
      }),
    )
    expect(res.statusCode).toBe(422)
    const errors = errorsOf(res.body)
    expect(errors['indicators.0.options']).toEqual(['Додайте варіанти відповіді для показника зі списком'])
    expect(errors['indicators.1.code']).toEqual(['Код показника повторюється'])
  })

  it('refuses a code another test has, however typed', async () => {
    const made = await create()
    const res = await call('POST', '', sample({ code: ` ${made.code.toLowerCase()} ` }))
    expect(res.statusCode).toBe(422)
    expect(errorsOf(res.body).code).toEqual(['Аналіз з таким кодом вже є'])
  })

  it('refuses references that do not exist, on their fields', async () => {
    const res = await call(
      'POST',
      '',
      sample({ crmContainerId: 2_000_000, medicalCenterMaterialId: 2_000_000, categoryId: 2_000_000 }),
    )
    expect(res.statusCode).toBe(422)
    const errors = errorsOf(res.body)
    expect(errors.crm_container_id).toEqual(['Такого запису немає: оберіть зі списку'])
    expect(errors.medical_center_material_id).toEqual(['Такого запису немає: оберіть зі списку'])
    expect(errors.category_id).toEqual(['Такої категорії немає: оберіть зі списку'])
  })

  it('takes as collection service only a test of type 2, and a collection service has none', async () => {
    const bad = await call('POST', '', sample({ materialCollectionServiceId: idOf('1001') }))
    expect(errorsOf(bad.body).material_collection_service_id).toEqual([
      'Оберіть послугу забору матеріалу (аналіз типу 2)',
    ])
    const own = await call('POST', '', sample({ testType: 2, materialCollectionServiceId: collection }))
    expect(errorsOf(own.body).material_collection_service_id).toEqual([
      'Послуга забору матеріалу сама не має послуги забору',
    ])
  })
})

describe('normogroups of an indicator', () => {
  it('links an indicator to normogroups, refuses unknown ones, and a linked normogroup is not deleted', async () => {
    const groups = await queryRows<{ id: number }>(
      t.db.db,
      sql`SELECT id FROM norm_groups ORDER BY id LIMIT 2`,
    )
    const [g1, g2] = groups.map((g) => g.id)
    const indicator = { code: 'N1', name: 'Показник', unitId: null, decimals: 1, resultType: 'numeric' }
    const made = await create({ indicators: [{ ...indicator, options: [], normGroupIds: [g2, g1] }] })
    expect(made.indicators[0]!.normGroupIds).toEqual([g2, g1])
    const unknown = await call('PATCH', `/${made.id}`, {
      version: made.version,
      indicators: [{ ...made.indicators[0], normGroupIds: [2_000_000] }],
    })
    expect(unknown.statusCode).toBe(422)
    expect(errorsOf(unknown.body)['indicators.0.norm_group_ids']).toEqual([
      'Такої нормогрупи немає: оберіть зі списку',
    ])
    const choices = await call('GET', '/choices')
    expect(choices.json<{ normGroups: Array<{ id: number }> }>().normGroups.map((g) => g.id)).toContain(g1)
    const removal = await t.as('admin', {
      method: 'DELETE',
      url: `/api/settings/resources/norm-groups/${g1}`,
    })
    expect(removal.statusCode, removal.body).toBe(409)
    expect(removal.json<{ message: string }>().message).toBe('Нормогрупу вказано в показниках аналізів')
  })
})

describe('an external laboratory', () => {
  it('refuses a container and a department for an external laboratory’s test; takes it without them', async () => {
    const res = await call('POST', '', sample({ laboratoryId: apiLab }))
    expect(res.statusCode).toBe(422)
    const errors = errorsOf(res.body)
    expect(errors.crm_container_id).toEqual(['Аналіз зовнішньої лабораторії не має контейнера й відділення'])
    expect(errors.crm_department_id).toEqual(['Аналіз зовнішньої лабораторії не має контейнера й відділення'])
    const made = await create({
      laboratoryId: apiLab,
      crmContainerId: null,
      crmDepartmentId: null,
      externalId: 'LAB-77',
    })
    expect(made).toMatchObject({ laboratoryKind: 'api', crmContainerId: null, crmDepartmentId: null })
  })
})

describe('packages', () => {
  it('makes a package of three tests, lists it with its size, and the next recalculation sees its tubes', async () => {
    const members = [idOf('1001'), idOf('2001'), idOf('3001')]
    const pkg = await create({ package: true, packageTestsIds: members, crmContainerId: null, volume: null })
    expect(pkg.packageTestsIds).toEqual(members)
    const list = await call('GET', `?search=${encodeURIComponent(pkg.code)}`)
    expect(list.json<McTestList>().data).toEqual([
      expect.objectContaining({ id: pkg.id, package: true, packageSize: 3 }),
    ])
    const tubeTests = async () => {
      const order = await newOrder(t)
      const stored = await setCart(t, order, { tests: [{ id: pkg.id }] })
      return stored.priceInfo!.calculatedContainers.flatMap((tube) => tube.testIds).sort((a, b) => a - b)
    }
    expect(await tubeTests()).toEqual([...members].sort((a, b) => a - b))
    // A member swapped in the editor is what the next cart's tubes hold.
    const swapped = [idOf('1001'), idOf('2001'), idOf('3002')]
    const res = await call('PATCH', `/${pkg.id}`, { version: pkg.version, packageTestsIds: swapped })
    expect(res.statusCode, res.body).toBe(200)
    expect(await tubeTests()).toEqual([...swapped].sort((a, b) => a - b))
  })

  it('refuses a package inside a package with the spec’s message', async () => {
    const res = await call(
      'POST',
      '',
      sample({ package: true, packageTestsIds: [idOf('1001'), idOf('7002')] }),
    )
    expect(res.statusCode).toBe(422)
    expect(errorsOf(res.body).package_tests_ids).toEqual(['Пакетні аналізи не можуть бути частиною пакета'])
  })

  it('refuses tests for a non-package and a package without tests', async () => {
    const plain = await call('POST', '', sample({ packageTestsIds: [idOf('1001')] }))
    expect(errorsOf(plain.body).package_tests_ids).toEqual([
      'Аналіз не є пакетом: склад можна задати лише пакету',
    ])
    const empty = await call('POST', '', sample({ package: true }))
    expect(errorsOf(empty.body).package_tests_ids).toEqual(['Оберіть аналізи, з яких складається пакет'])
  })

  it('makes a package plain only with its tests cleared in the same edit; a member cannot become a package', async () => {
    const pkg = await create({ package: true, packageTestsIds: [idOf('1001'), idOf('2001')] })
    const kept = await call('PATCH', `/${pkg.id}`, { version: pkg.version, package: false })
    expect(kept.statusCode).toBe(422)
    expect(errorsOf(kept.body).package_tests_ids).toEqual([
      'Аналіз не є пакетом: склад можна задати лише пакету',
    ])
    const cleared = await call('PATCH', `/${pkg.id}`, {
      version: pkg.version,
      package: false,
      packageTestsIds: [],
    })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect(cleared.json<McTest>()).toMatchObject({ package: false, packageTestsIds: [] })

    const member = await create()
    const other = await create({ package: true, packageTestsIds: [member.id] })
    const toPackage = await call('PATCH', `/${member.id}`, {
      version: member.version,
      package: true,
      packageTestsIds: [idOf('1001')],
    })
    expect(toPackage.statusCode).toBe(422)
    expect(errorsOf(toPackage.body).package).toEqual(['Пакетні аналізи не можуть бути частиною пакета'])
    expect((await call('GET', `/${other.id}`)).json<McTest>().packageTestsIds).toEqual([member.id])
  })
})

describe('versions and deletion', () => {
  it('answers a stale edit with 409 and the current test', async () => {
    const made = await create()
    expect(
      (await call('PATCH', `/${made.id}`, { version: made.version, nameUk: 'Нова назва' })).statusCode,
    ).toBe(200)
    const stale = await call('PATCH', `/${made.id}`, { version: made.version, nameUk: 'Інша назва' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json<{ current: McTest }>().current.nameUk).toBe('Нова назва')
  })

  it('deletes a test nothing names; refuses one in a package or a price list', async () => {
    const free = await create()
    expect((await call('DELETE', `/${free.id}`)).statusCode).toBe(200)
    expect((await call('GET', `/${free.id}`)).statusCode).toBe(404)
    const inPackage = await call('DELETE', `/${idOf('3002')}`)
    expect(inPackage.statusCode).toBe(409)
    const [priced] = await queryRows<{ id: number }>(
      t.db.db,
      sql`SELECT mc_test_id AS id FROM price_list_positions WHERE mc_test_id IS NOT NULL LIMIT 1`,
    )
    const inList = await call('DELETE', `/${priced!.id}`)
    expect(inList.statusCode).toBe(409)
    expect(inList.json<{ message: string }>().message).toMatch(/неможливо видалити/)
  })

  it('lets a reader read and refuses a reader’s write', async () => {
    expect((await call('GET', '', undefined, 'registrar')).statusCode).toBe(200)
    expect((await call('POST', '', sample(), 'registrar')).statusCode).toBe(403)
  })
})

describe('calculated indicators', () => {
  it('keeps a numeric indicator’s formula, drops it from a changed type, and refuses one reading an unknown code', async () => {
    const numeric = (code: string, formula: string | null = null) => ({
      code,
      name: code,
      unitId: null,
      decimals: 2,
      resultType: 'numeric',
      options: [],
      formula,
      normGroupIds: [],
    })
    const made = await create({
      indicators: [numeric('CHOL'), numeric('HDL'), numeric('TG'), numeric('LDL', ' CHOL - HDL - TG / 2.2 ')],
    })
    expect(made.indicators.map((i) => i.formula)).toEqual([null, null, null, 'CHOL - HDL - TG / 2.2'])
    const refused = await call('PATCH', `/${made.id}`, {
      version: made.version,
      indicators: [...made.indicators.slice(0, 3), { ...made.indicators[3], formula: 'CHOL - VLDL' }],
    })
    expect(refused.statusCode).toBe(422)
    expect(errorsOf(refused.body)['indicators.3.formula']?.[0]).toMatch(
      /^Поля не знайдено або формулу записано неправильно: .*VLDL/,
    )
    // A client that leaves the formula out (an older form) saves the indicator as typed.
    const { formula: _left, ...withoutFormula } = made.indicators[3]!
    const kept = await call('PATCH', `/${made.id}`, {
      version: made.version,
      indicators: [...made.indicators.slice(0, 3), withoutFormula],
    })
    expect(kept.statusCode, kept.body).toBe(200)
    expect(kept.json<McTest>().indicators[3]!.formula).toBeNull()
  })
})
