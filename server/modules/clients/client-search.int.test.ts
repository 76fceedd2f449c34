/** A registrar searches patients the way they type: any case, Latin, apostrophes, phone runs, either birthday format. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Client } from '../../../domain/clients/client.schema'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
const ids: Record<string, number> = {}

const search = async (query: Record<string, string>, login = 'registrar') => {
  const res = await t.as(login, { method: 'GET', url: '/api/clients', query })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ data: Client[] }>().data
}
const surnames = (rows: Client[]) => rows.map((c) => c.surname)

async function create(key: string, body: Record<string, unknown>) {
  const res = await t.as('registrar', { method: 'POST', url: '/api/clients', payload: body })
  expect(res.statusCode, res.body).toBe(201)
  ids[key] = res.json<Client>().id
}

beforeAll(async () => {
  t = await createTestApp()
  await create('kovalenko', {
    surname: 'КОВАЛЕНКО',
    name: 'Зореслава',
    birthday: '1987-03-05',
    phone: '380509876543',
  })
  await create('demianenko', { surname: "Дем'яненко", name: 'Мар’яна' })
  await create('izhak', { surname: 'Їжакевич', name: 'Ґордій', patronymic: 'Євгенович' })
  await create('exact', { surname: 'Ляшкевич', name: 'Орест' })
  await create('prefix', { surname: 'Ляшкевичук', name: 'Орест' })
  await create('near', { surname: 'Лашкевич', name: 'Орест' })
})
afterAll(() => t.close())

describe('GET /clients', () => {
  it('finds "Коваленко" when the registrar types "kovalenko", in any case', async () => {
    for (const surname of ['kovalenko', 'KOVALENKO', 'Коваленко', 'ков']) {
      const rows = await search({ surname, name: 'zoreslava' })
      expect(
        rows.map((c) => c.id),
        surname,
      ).toContain(ids.kovalenko)
    }
    // Every Коваленко first; near misses such as "Коваль" only after them.
    const isKovalenko = (await search({ surname: 'kovalenko' })).map(
      (c) => c.surname.toLowerCase() === 'коваленко',
    )
    expect(isKovalenko.filter(Boolean).length).toBeGreaterThan(1)
    expect(isKovalenko).toEqual([...isKovalenko].sort((a, b) => Number(b) - Number(a)))
  })

  it('treats every apostrophe and the Latin spellings of я alike', async () => {
    for (const surname of ["Дем'яненко", 'Дем’яненко', 'Демʼяненко', 'Dem`ianenko', 'demyanenko']) {
      const rows = await search({ surname, name: "Мар'яна" })
      expect(
        rows.map((c) => c.id),
        surname,
      ).toEqual([ids.demianenko])
    }
  })

  it('folds і/и/ї/й and ґ/г, and reads є as "ye"', async () => {
    const queries: Array<Record<string, string>> = [
      { surname: 'Ижакевич', name: 'Гордій' },
      { surname: 'Іжакевич', name: 'Гордий' },
      { surname: 'Izhakevych', name: 'Hordii', patronymic: 'Yevhenovych' },
      { patronymic: 'Ievgenovich', surname: 'izhak' },
    ]
    for (const q of queries) {
      expect(
        (await search(q)).map((c) => c.id),
        JSON.stringify(q),
      ).toEqual([ids.izhak])
    }
  })

  it('finds a phone by any run of its digits, with or without 38 / +38', async () => {
    // Runs of 4+ digits go through the 4-digit-run index, shorter ones through the trigram index.
    const runs = [
      '380509876543',
      '+380509876543',
      '0509876543',
      '+38 (050) 987-65-43',
      '987654',
      '6543',
      '543',
    ]
    for (const phone of runs) {
      expect(
        (await search({ phone })).map((c) => c.id),
        phone,
      ).toContain(ids.kovalenko)
    }
    const [first] = await search({ phone: '0509876543' })
    expect(first?.id).toBe(ids.kovalenko)
  })

  it('reads the birthday as YYYY-MM-DD or DD.MM.YYYY', async () => {
    for (const birthday of ['1987-03-05', '05.03.1987', '5.3.1987']) {
      expect(
        (await search({ birthday, surname: 'kov' })).map((c) => c.id),
        birthday,
      ).toContain(ids.kovalenko)
    }
    expect(await search({ birthday: '1987-03-06', surname: 'kovalenko', name: 'zoreslava' })).toEqual([])
  })

  it('ranks the exact name first, then longer names, then near misses', async () => {
    expect(surnames(await search({ surname: 'Ляшкевич' }))).toEqual(['Ляшкевич', 'Ляшкевичук', 'Лашкевич'])
    expect(surnames(await search({ surname: 'liashkevych', name: 'orest' }))).toEqual([
      'Ляшкевич',
      'Ляшкевичук',
      'Лашкевич',
    ])
    // A typo in the name behind an exact surname: the surname's matches first, then the closest.
    expect(surnames(await search({ surname: 'ляшкевич', name: 'Орестр' }))).toEqual([
      'Ляшкевич',
      'Ляшкевичук',
      'Лашкевич',
    ])
    // A near miss alone: a typo still finds the patient.
    expect(surnames(await search({ surname: 'Ляшкевічюк' }))).toContain('Ляшкевичук')
  })

  it('answers the client fields of the spec', async () => {
    const [c] = await search({ surname: 'kovalenko', name: 'zoreslava' })
    expect(c).toMatchObject({
      id: ids.kovalenko,
      surname: 'КОВАЛЕНКО',
      name: 'Зореслава',
      patronymic: null,
      pib: 'КОВАЛЕНКО Зореслава',
      birthday: '1987-03-05',
      phone: '380509876543',
      email: null,
      male: null,
      specialAttention: false,
      specialAttentionComment: null,
      cabinetSync: false,
      deletedAt: null,
      version: 1,
    })
    expect(c?.age).toBeGreaterThanOrEqual(38)
    expect(typeof c?.uuid).toBe('string')
  })

  it('filters by sex and e-mail, limits the page, and refuses nonsense', async () => {
    const women = await search({ male: 'woman', limit: '100' })
    expect(women.length).toBe(100)
    expect(women.every((c) => c.male === 'woman')).toBe(true)
    expect(await search({})).toHaveLength(20)
    const mail = (await search({ surname: 'k', limit: '100' })).find((c) => c.email)
    if (mail?.email)
      expect((await search({ email: mail.email.slice(0, 6).toUpperCase() })).length).toBeGreaterThan(0)
    const bad: Array<Record<string, string>> = [
      { limit: '101' },
      { birthday: '31.02.2000' },
      { phone: 'abc' },
      { male: 'other' },
    ]
    for (const query of bad) {
      const res = await t.as('registrar', { method: 'GET', url: '/api/clients', query })
      expect(res.statusCode, JSON.stringify(query)).toBe(422)
    }
  })
})
