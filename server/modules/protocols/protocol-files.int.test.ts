/**
 * /api/v2/protocols/{id}/files: a doctor adds files to a saved protocol — listed with the protocol,
 * downloaded byte for byte with their type and name — within the limits (type, leading bytes, 5 MB,
 * 10 files); an upload replayed with the same uuid (an outbox replay) is stored once; an approved
 * protocol takes no more; a file is deleted (kept in the history). Every change is in protocol_log.
 */
import { asc, eq } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProtocolFile } from '../../../domain/protocols/protocol-files.schema'
import type { Protocol } from '../../../domain/protocols/protocol.schema'
import type { ProtocolRequest } from '../../../domain/protocols/protocol-request.schema'
import { protocolTemplates } from '../../db/schema/protocol-dictionaries'
import { protocolFiles, protocolLog } from '../../db/schema/protocols'
import { staff } from '../../db/schema/staff'
import { DEMO_DOCTOR_CARD } from '../../db/seed/users'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { callV2, errorsOf } from '../orders/order-fixtures'

let t: TestApp
let doctorId: number
let recipe: number

beforeAll(async () => {
  t = await createTestApp()
  const [card] = await t.db.db.select().from(staff).where(eq(staff.fullName, DEMO_DOCTOR_CARD))
  doctorId = card!.id
  const templates = await t.db.db.select().from(protocolTemplates).orderBy(asc(protocolTemplates.id))
  recipe = templates.find((x) => x.name === 'Рецепт')!.id
})
afterAll(() => t.close())

/** A saved protocol of a line of demo order 10 (services 1–2, tests 1–2 in its cart). */
async function savedProtocol(type: 'service' | 'test', lineId: number): Promise<Protocol> {
  const req = await callV2(t, 'doctor', 'POST', '/protocol-from-orders', {
    orderId: 10,
    protocolableType: type,
    protocolableId: lineId,
  })
  const id = req.json<ProtocolRequest>().id
  const res = await callV2(t, 'doctor', 'PUT', `/protocols/${id}`, {
    version: 0,
    sheets: [{ templateId: recipe, values: { preparation: 'Парацетамол 500 мг', dose: '2 таб.' } }],
    doctorId,
    visitAt: '2026-11-27T10:00:00+02:00',
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Protocol>()
}

const pdfBytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x41), Buffer.from('\n%%EOF')])
const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 0x90)])

const upload = (
  id: number,
  file: { name?: string; type?: string; bytes?: Buffer; uuid?: string },
  opts: { login?: string; key?: string } = {},
) =>
  t.as(opts.login ?? 'doctor', {
    method: 'POST',
    url: `/api/api/v2/protocols/${id}/files`,
    headers: opts.key ? { 'idempotency-key': opts.key } : {},
    payload: {
      uuid: file.uuid ?? randomUUID(),
      name: file.name ?? 'Аналіз.pdf',
      type: file.type ?? 'application/pdf',
      content: (file.bytes ?? pdfBytes).toString('base64'),
    },
  })
const read = async (id: number) => (await callV2(t, 'doctor', 'GET', `/protocols/${id}`)).json<Protocol>()
const download = (id: number, fileId: number, login = 'doctor') =>
  callV2(t, login, 'GET', `/protocols/${id}/files/${fileId}`)
const remove = (id: number, fileId: number, login = 'doctor') =>
  t.as(login, { method: 'DELETE', url: `/api/api/v2/protocols/${id}/files/${fileId}` })

describe('files of a protocol', () => {
  let p: Protocol
  let other: Protocol
  beforeAll(async () => {
    p = await savedProtocol('service', 1)
  })

  it('are added, listed with the protocol and downloaded byte for byte with their type and name', async () => {
    const res = await upload(p.id, { name: '../../etc/Аналіз крові.pdf' })
    expect(res.statusCode, res.body).toBe(201)
    const file = res.json<ProtocolFile>()
    expect(file).toMatchObject({ name: 'Аналіз крові.pdf', type: 'application/pdf', size: pdfBytes.length })
    expect(file.uploadedBy).toBe('Андрій Лікар')

    const after = await read(p.id)
    expect(after.files).toEqual([file])
    // A file does not change the protocol's version: a save queued before it still lands.
    expect(after.version).toBe(p.version)

    const got = await download(p.id, file.id)
    expect(got.statusCode).toBe(200)
    expect(got.rawPayload.equals(pdfBytes)).toBe(true)
    expect(got.headers['content-type']).toBe('application/pdf')
    expect(got.headers['x-content-type-options']).toBe('nosniff')
    expect(got.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Аналіз крові.pdf')}`,
    )
    const log = await t.db.db.select().from(protocolLog).where(eq(protocolLog.protocolId, p.id))
    expect(log.map((l) => [l.action, l.fileId])).toContainEqual(['file_added', file.id])
  })

  it('keeps a text file as text and a PNG as an image', async () => {
    const txt = await upload(p.id, {
      name: 'нотатка.txt',
      type: 'text/plain',
      bytes: Buffer.from('Тиск 120/80'),
    })
    expect(txt.statusCode, txt.body).toBe(201)
    const got = await download(p.id, txt.json<ProtocolFile>().id)
    expect(got.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(got.body).toBe('Тиск 120/80')
    const png = await upload(p.id, { name: 'знімок.png', type: 'image/png', bytes: pngBytes })
    expect(png.statusCode, png.body).toBe(201)
  })

  it('refuses a file too large, of a type not taken, or whose bytes are not what it claims', async () => {
    const before = (await read(p.id)).files.length
    const big = await upload(p.id, {
      bytes: Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(5 * 1024 * 1024)]),
    })
    expect(big.statusCode, big.body).toBe(422)
    expect(errorsOf(big).content).toEqual(['Файл завеликий: не більше 5 МБ'])

    // Past the route's own body limit (sized to one file as base64), refused before it is read whole.
    const huge = await upload(p.id, {
      bytes: Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(6 * 1024 * 1024)]),
    })
    expect(huge.statusCode).toBe(413)
    expect(huge.json<{ message: string }>().message).toMatch(/[А-Яа-яІіЇїЄє]/)

    const zip = await upload(p.id, { name: 'a.zip', type: 'application/zip' })
    expect(zip.statusCode).toBe(422)
    expect(errorsOf(zip).type?.[0]).toMatch(/Такий тип файлу не підтримується/)

    for (const [type, name] of [
      ['application/pdf', 'setup.pdf'],
      ['image/jpeg', 'photo.jpg'],
      ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a.docx'],
      ['text/plain', 'a.txt'],
    ] as const) {
      const res = await upload(p.id, { name, type, bytes: exe })
      expect(res.statusCode, name).toBe(422)
      expect(errorsOf(res).content).toEqual(['Вміст файлу не відповідає його типу'])
    }
    const empty = await upload(p.id, { bytes: Buffer.alloc(0) })
    expect(errorsOf(empty).content).toEqual(['Файл порожній'])
    const unsafe = await upload(p.id, { name: '\u0000/\\' })
    expect(errorsOf(unsafe).name).toBeDefined()
    expect((await read(p.id)).files).toHaveLength(before)
  })

  it('stores a replayed upload once: by its Idempotency-Key, and by its uuid under a new key', async () => {
    const before = (await read(p.id)).files.length
    const uuid = randomUUID()
    const key = randomUUID()
    const first = await upload(p.id, { uuid, name: 'replay.pdf' }, { key })
    const again = await upload(p.id, { uuid, name: 'replay.pdf' }, { key })
    expect(again.headers['idempotent-replay']).toBe('true')
    const newKey = await upload(p.id, { uuid, name: 'replay.pdf' }, { key: randomUUID() })
    expect([first.statusCode, again.statusCode, newKey.statusCode]).toEqual([201, 201, 201])
    expect(again.json()).toEqual(first.json())
    expect(newKey.json()).toEqual(first.json())
    expect(await t.db.db.select().from(protocolFiles).where(eq(protocolFiles.uuid, uuid))).toHaveLength(1)
    expect((await read(p.id)).files).toHaveLength(before + 1)

    other = await savedProtocol('test', 2)
    const elsewhere = await upload(other.id, { uuid })
    expect(elsewhere.statusCode).toBe(422)
    expect(errorsOf(elsewhere).uuid).toEqual(['Цей файл уже додано до іншого протоколу'])
  })

  it('takes at most 10 files; a deleted one frees its place and is no longer listed or downloaded', async () => {
    let files = (await read(p.id)).files
    while (files.length < 10) {
      expect((await upload(p.id, { name: `f${files.length}.pdf` })).statusCode).toBe(201)
      files = (await read(p.id)).files
    }
    const eleventh = await upload(p.id, { name: 'f10.pdf' })
    expect(eleventh.statusCode).toBe(422)
    expect(errorsOf(eleventh).file).toEqual(['До протоколу можна додати не більше 10 файлів'])

    const gone = files[0]!
    const res = await remove(p.id, gone.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<Protocol>().files.map((f) => f.id)).not.toContain(gone.id)
    expect((await download(p.id, gone.id)).statusCode).toBe(404)
    expect((await remove(p.id, gone.id)).statusCode).toBe(404)
    const [row] = await t.db.db.select().from(protocolFiles).where(eq(protocolFiles.id, gone.id))
    expect(row?.deletedAt).not.toBeNull()
    const log = await t.db.db.select().from(protocolLog).where(eq(protocolLog.fileId, gone.id))
    expect(log.map((l) => l.action)).toEqual(['file_added', 'file_deleted'])
    expect((await upload(p.id, { name: 'f10.pdf' })).statusCode).toBe(201)
  })

  it('are refused on a protocol not yet saved, and on an approved one (which still downloads them)', async () => {
    const req = await callV2(t, 'doctor', 'POST', '/protocol-from-orders', {
      orderId: 10,
      protocolableType: 'service',
      protocolableId: 2,
    })
    const requested = await upload(req.json<ProtocolRequest>().id, {})
    expect(requested.statusCode).toBe(422)
    expect(errorsOf(requested).file).toEqual(['Спершу збережіть протокол: файли додаються до збереженого'])

    const q = await savedProtocol('test', 1)
    const file = (await upload(q.id, {})).json<ProtocolFile>()
    const approved = await callV2(t, 'doctor', 'POST', `/protocols/${q.id}/approve`, { version: q.version })
    expect(approved.statusCode, approved.body).toBe(200)
    const late = await upload(q.id, {})
    expect(late.statusCode).toBe(422)
    expect(errorsOf(late).file).toEqual(['Протокол затверджено: змінити його не можна'])
    expect((await remove(q.id, file.id)).statusCode).toBe(422)
    expect((await download(q.id, file.id)).statusCode).toBe(200)
  })

  it('follow the protocol’s rights and scope: 403 without them, 404 for another protocol’s file', async () => {
    const file = (await read(p.id)).files[0]!
    expect((await upload(p.id, {}, { login: 'registrar' })).statusCode).toBe(403)
    expect((await download(p.id, file.id, 'registrar')).statusCode).toBe(403)
    expect((await remove(p.id, file.id, 'registrar')).statusCode).toBe(403)
    expect((await upload(999_999, {})).statusCode).toBe(404)
    expect((await download(999_999, file.id)).statusCode).toBe(404)
    expect((await download(other.id, file.id)).statusCode).toBe(404)
    expect((await remove(other.id, file.id)).statusCode).toBe(404)
  })
})
