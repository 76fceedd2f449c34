/**
 * Protocols (domain/protocols/protocol.schema.ts): read one — within the same order scope as the request
 * it was written for —, save it (the first save creates it; the values are checked and the calculated
 * ones worked out by the same functions the screen runs), approve it by hand, delete it with a reason,
 * and the sweep that approves saved protocols whose auto-approval time has come. Every change is a row
 * of protocol_log; every write names the version it read (409 with the current protocol otherwise).
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import { DomainError } from '../../../domain/api/errors'
import type { PermissionName } from '../../../domain/permissions/catalogue'
import { can } from '../../../domain/permissions/check'
import { canSeeOrder } from '../../../domain/orders/order-access'
import {
  protocolMessages as msg,
  type Protocol,
  type ProtocolSave,
  type ProtocolSheet,
  type ProtocolSheetTemplate,
  type ProtocolState,
} from '../../../domain/protocols/protocol.schema'
import {
  calculate,
  compileTemplate,
  hasCalculated,
  valuesProblems,
} from '../../../domain/protocols/protocol-values'
import { kyivDay, kyivInstant } from '../../../domain/time/kyiv'
import type { Db, Tx } from '../../db/client'
import { users } from '../../db/schema/auth'
import { clients } from '../../db/schema/clients'
import { protocolDeleteReasons } from '../../db/schema/dictionaries'
import { mcTests } from '../../db/schema/lab'
import { orders } from '../../db/schema/orders'
import { protocolTemplates } from '../../db/schema/protocol-dictionaries'
import { protocolLog, protocolRequests, protocols } from '../../db/schema/protocols'
import { staff } from '../../db/schema/staff'
import { versionConflict } from '../../lib/versioned'
import type { AuthUser } from '../auth/auth.repo'
import { readBasicSettings } from '../settings/basic-settings.routes'
import { listFiles } from './protocol-files.repo'
import { enqueue } from '../../jobs/job-queue'

/** A doctor reaches the protocols of any order, as their reception actions do. */
const protocolOrderReach: readonly PermissionName[] = ['crmProtocolsCreate', 'crmProtocolsApprove']

const refuse = (field: string, message: string) =>
  new DomainError('validation_failed', 422, message, { errors: { [field]: [message] } })
const notFound = () => new DomainError('not_found', 404, msg.notFound)

/** The request, its order and patient, and the protocol written for it (null before the first save). */
async function load(db: Db | Tx, id: number, lock: boolean) {
  const q = db
    .select({
      request: protocolRequests,
      order: {
        id: orders.id,
        code: orders.code,
        state: orders.state,
        createdBy: orders.createdBy,
        operatorId: orders.operatorId,
        cartData: orders.cartData,
      },
      client: {
        surname: clients.surname,
        name: clients.name,
        patronymic: clients.patronymic,
        birthday: clients.birthday,
      },
      protocol: protocols,
    })
    .from(protocolRequests)
    .innerJoin(orders, eq(orders.id, protocolRequests.orderId))
    .leftJoin(clients, eq(clients.id, protocolRequests.clientId))
    .leftJoin(protocols, eq(protocols.id, protocolRequests.id))
    .where(eq(protocolRequests.id, id))
  const [row] = lock ? await q.for('update', { of: protocolRequests }) : await q
  return row
}
export type Loaded = NonNullable<Awaited<ReturnType<typeof load>>>

/** The loaded protocol when `user` may see its order; 404 otherwise (as an unknown one). */
export async function loadInScope(db: Db | Tx, user: AuthUser, id: number, lock = false): Promise<Loaded> {
  const row = await load(db, id, lock)
  if (!row || !canSeeOrder(user.permissions, user.id, row.order, protocolOrderReach)) throw notFound()
  return row
}

const fullName = (c: { surname: string | null; name: string | null; patronymic: string | null }) =>
  [c.surname, c.name, c.patronymic].filter((p) => p).join(' ') || null

async function names(db: Db | Tx, table: 'users' | 'staff', ids: Array<number | null>) {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))]
  if (wanted.length === 0) return new Map<number, string>()
  const rows =
    table === 'users'
      ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted))
      : await db.select({ id: staff.id, name: staff.fullName }).from(staff).where(inArray(staff.id, wanted))
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** Every template as the protocol would take it now. */
async function currentTemplates(db: Db | Tx): Promise<ProtocolSheetTemplate[]> {
  const rows = await db.select().from(protocolTemplates).orderBy(asc(protocolTemplates.name))
  return rows.map((t) => ({
    templateId: t.id,
    name: t.name,
    pageFormat: t.pageFormat === 'A5' ? 'A5' : 'A4',
    autoApproveMinutes: t.autoApproveMinutes,
    indicators: t.indicators,
  }))
}

/**
 * The templates a protocol not yet saved opens with: those linked to its service or lab test (each with
 * empty values; the screen starts them from their defaults).
 */
async function linkedSheets(db: Db | Tx, request: Loaded['request']): Promise<ProtocolSheet[]> {
  const link =
    request.protocolableType === 'service'
      ? sql`${protocolTemplates.services} @> ${JSON.stringify([{ serviceId: request.protocolableId }])}::jsonb`
      : sql`${protocolTemplates.mcTests} @> ${JSON.stringify([{ mcTestId: request.protocolableId }])}::jsonb`
  const rows = await db.select().from(protocolTemplates).where(link).orderBy(asc(protocolTemplates.name))
  return rows.map((t) => ({
    templateId: t.id,
    name: t.name,
    pageFormat: t.pageFormat === 'A5' ? 'A5' : 'A4',
    autoApproveMinutes: t.autoApproveMinutes,
    indicators: t.indicators,
    values: {},
  }))
}

async function choices(db: Db | Tx, writable: boolean): Promise<Protocol['choices']> {
  if (!writable) return { templates: [], doctors: [], staff: [], deleteReasons: [] }
  const people = await db
    .select({ id: staff.id, name: staff.fullName, isDoctor: staff.isDoctor })
    .from(staff)
    .where(eq(staff.active, true))
    .orderBy(asc(staff.fullName))
  const reasons = await db
    .select({ id: protocolDeleteReasons.id, name: protocolDeleteReasons.name })
    .from(protocolDeleteReasons)
    .orderBy(asc(protocolDeleteReasons.name))
  return {
    templates: await currentTemplates(db),
    doctors: people.filter((p) => p.isDoctor).map(({ id, name }) => ({ id, name })),
    staff: people.map(({ id, name }) => ({ id, name })),
    deleteReasons: reasons,
  }
}

/** The line of the cart the protocol is about, by the names the order keeps. */
async function subjectOf(db: Db | Tx, row: Loaded): Promise<Protocol['subject']> {
  const r = row.request
  const cart = row.order.cartData
  const tests = r.protocolableType === 'test' ? cart.tests : []
  const line = (r.protocolableType === 'service' ? cart.services : tests).find(
    (l) => l.id === r.protocolableId,
  )
  let name = line?.name ?? null
  let packageName: string | null = null
  if (r.packageTestId !== null || name === null) {
    const ids = [r.protocolableId, r.packageTestId].filter((i): i is number => i !== null)
    const rows =
      r.protocolableType === 'test' || r.packageTestId !== null
        ? await db
            .select({ id: mcTests.id, name: mcTests.nameUk })
            .from(mcTests)
            .where(inArray(mcTests.id, ids))
        : []
    const byId = new Map(rows.map((t) => [t.id, t.name]))
    name ??= byId.get(r.protocolableId) ?? null
    if (r.packageTestId !== null) packageName = byId.get(r.packageTestId) ?? null
  }
  return { type: r.protocolableType, id: r.protocolableId, name: name ?? `#${r.protocolableId}`, packageName }
}

/** The booked time and doctor of a service line: the defaults of a new protocol. */
function bookedLine(row: Loaded): { startsAt: string | null; doctorId: number | null } {
  if (row.request.protocolableType !== 'service') return { startsAt: null, doctorId: null }
  const line = row.order.cartData.services.find((l) => l.id === row.request.protocolableId)
  return { startsAt: line?.startsAt ?? null, doctorId: line?.doctorId ?? null }
}

async function centreOf(db: Db | Tx): Promise<Protocol['centre']> {
  const c = await readBasicSettings(db)
  return {
    name: c.centreName,
    legalName: c.legalName,
    legalTaxCode: c.legalTaxCode,
    legalAddress: c.legalAddress,
    address: c.centreAddress,
    phone: c.centrePhone,
    email: c.centreEmail,
  }
}

/** The protocol as `user` sees it. */
export async function protocolView(db: Db | Tx, user: AuthUser, row: Loaded): Promise<Protocol> {
  const p = row.protocol
  const state: ProtocolState = p?.state ?? 'requested'
  const writable = state === 'requested' || state === 'saved'
  const booked = bookedLine(row)
  const people = await names(db, 'staff', [p?.doctorId ?? booked.doctorId, p?.assistantId ?? null])
  const accounts = await names(db, 'users', [p?.savedBy ?? null, p?.approvedBy ?? null])
  const person = (id: number | null | undefined) =>
    id === null || id === undefined || !people.has(id) ? null : { id, name: people.get(id)! }
  let deleteReason: string | null = null
  if (p?.deleteReasonId) {
    const [r] = await db
      .select({ name: protocolDeleteReasons.name })
      .from(protocolDeleteReasons)
      .where(eq(protocolDeleteReasons.id, p.deleteReasonId))
    deleteReason = r?.name ?? null
  }
  const sheets = p?.sheets ?? (state === 'requested' ? await linkedSheets(db, row.request) : [])
  const mayCreate = can(user.permissions, 'crmProtocolsCreate')
  const mayApprove = can(user.permissions, 'crmProtocolsApprove')
  return {
    id: row.request.id,
    state,
    version: p?.version ?? 0,
    orderId: row.order.id,
    orderCode: row.order.code,
    clientId: row.request.clientId,
    patient: row.client ? fullName(row.client) : null,
    birthday: row.client?.birthday ?? null,
    subject: await subjectOf(db, row),
    doctor: person(p ? p.doctorId : booked.doctorId),
    assistant: person(p?.assistantId),
    visitAt: p ? p.visitAt.toISOString() : booked.startsAt,
    nextVisitDate: p?.nextVisitDate ?? null,
    conclusion: p?.conclusion ?? '',
    comment: p?.comment ?? '',
    sheets,
    pageFormat: sheets[0]?.pageFormat ?? 'A4',
    savedAt: p?.savedAt.toISOString() ?? null,
    savedBy: p?.savedBy ? (accounts.get(p.savedBy) ?? null) : null,
    approvedAt: p?.approvedAt?.toISOString() ?? null,
    approvedBy: p?.approvedBy ? (accounts.get(p.approvedBy) ?? null) : null,
    autoApproved: p?.autoApproved ?? false,
    autoApproveAt: state === 'saved' ? (p?.autoApproveAt?.toISOString() ?? null) : null,
    deletedAt: p?.deletedAt?.toISOString() ?? null,
    deleteReason,
    files: p ? await listFiles(db, p.id) : [],
    centre: await centreOf(db),
    may: {
      save: mayCreate && writable,
      approve: mayApprove && state === 'saved',
      delete: (state === 'saved' && (mayCreate || mayApprove)) || (state === 'approved' && mayApprove),
      download:
        state === 'approved' ||
        (state === 'saved' && can(user.permissions, 'crmProtocolsDownloadUnapproved')),
    },
    choices: await choices(db, writable && mayCreate),
  }
}

export async function readProtocol(db: Db, user: AuthUser, id: number): Promise<Protocol> {
  return protocolView(db, user, await loadInScope(db, user, id))
}

/**
 * The protocol to download: written and not deleted (422 otherwise); an unapproved one only with the
 * right to download unapproved protocols (spec 000 §6: 403 'У вас немає права на завантаження
 * незатверджених протоколів').
 */
export async function protocolToDownload(db: Db, user: AuthUser, id: number): Promise<Protocol> {
  const p = await readProtocol(db, user, id)
  if (p.state === 'requested') throw refuse('id', msg.notSaved)
  if (p.state === 'deleted') throw refuse('id', msg.deleted)
  if (p.state !== 'approved' && !can(user.permissions, 'crmProtocolsDownloadUnapproved'))
    throw new DomainError('forbidden', 403, msg.unapprovedDownload)
  return p
}

/** The next Kyiv day of `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

/**
 * When a protocol saved with `sheets` for a visit at `visitAt` is approved by itself: the end of the
 * visit's Kyiv day plus the templates' longest delay — never when a template has none, or has a
 * calculated indicator (spec 001 §4).
 */
export function autoApprovalTime(sheets: readonly ProtocolSheetTemplate[], visitAt: Date): Date | null {
  if (sheets.length === 0) return null
  if (sheets.some((s) => s.autoApproveMinutes === null || hasCalculated(s.indicators))) return null
  const minutes = Math.max(...sheets.map((s) => s.autoApproveMinutes ?? 0))
  const end = kyivInstant(nextDay(kyivDay(visitAt)), '00:00').at
  return new Date(end.getTime() + minutes * 60_000)
}

/** The sheets to store: each template's kept copy (or the current one), the values checked and calculated. */
async function sheetsToStore(
  tx: Tx,
  kept: readonly ProtocolSheet[],
  body: ProtocolSave['sheets'],
): Promise<ProtocolSheet[]> {
  const missing = body.map((s) => s.templateId).filter((id) => !kept.some((k) => k.templateId === id))
  const fresh = new Map(
    (missing.length === 0 ? [] : await currentTemplates(tx))
      .filter((t) => missing.includes(t.templateId))
      .map((t) => [t.templateId, t]),
  )
  const errors: Record<string, string[]> = {}
  const out = body.map((s, i): ProtocolSheet | null => {
    const template = kept.find((k) => k.templateId === s.templateId) ?? fresh.get(s.templateId)
    if (!template) {
      errors[`sheets.${i}.template_id`] = [msg.unknownTemplate]
      return null
    }
    const { values } = calculate(compileTemplate(template.indicators), s.values)
    for (const [code, message] of Object.entries(valuesProblems(template.indicators, values)))
      errors[`sheets.${i}.values.${code}`] = [message]
    const { values: _old, ...copy } = template as ProtocolSheet
    return { ...copy, values }
  })
  if (Object.keys(errors).length > 0) throw new DomainError('validation_failed', 422, msg.values, { errors })
  return out as ProtocolSheet[]
}

async function checkStaff(tx: Tx, body: ProtocolSave) {
  const ids = [body.doctorId, body.assistantId].filter((i): i is number => typeof i === 'number')
  const rows = await tx
    .select({ id: staff.id, active: staff.active, isDoctor: staff.isDoctor })
    .from(staff)
    .where(inArray(staff.id, ids))
  const doctor = rows.find((r) => r.id === body.doctorId)
  if (!doctor?.active || !doctor.isDoctor) throw refuse('doctor_id', msg.notADoctor)
  if (typeof body.assistantId === 'number' && !rows.find((r) => r.id === body.assistantId)?.active)
    throw refuse('assistant_id', msg.unknownStaff)
}

async function log(
  tx: Tx,
  protocolId: number,
  action: 'saved' | 'approved' | 'deleted',
  version: number,
  user: AuthUser,
  at: Date,
) {
  await tx.insert(protocolLog).values({ protocolId, action, version, userId: user.id, at })
}

/** A write that names a version other than the stored one, or a state that no longer allows it: 409. */
async function conflict(tx: Tx, user: AuthUser, id: number): Promise<never> {
  throw versionConflict(await protocolView(tx, user, await loadInScope(tx, user, id)))
}

/** PUT: the first save (version 0) creates the protocol, later ones replace it while it is saved. */
export async function saveProtocol(
  tx: Tx,
  user: AuthUser,
  id: number,
  body: ProtocolSave,
  now: Date,
): Promise<Protocol> {
  const row = await loadInScope(tx, user, id, true)
  if (row.order.state === 'deleted')
    throw refuse('order_id', 'Замовлення скасовано: протокол змінити не можна')
  const p = row.protocol
  if ((p?.version ?? 0) !== body.version || (p && p.state !== 'saved')) return conflict(tx, user, id)
  await checkStaff(tx, body)
  const sheets = await sheetsToStore(tx, p?.sheets ?? [], body.sheets)
  const visitAt = new Date(body.visitAt)
  const values = {
    state: 'saved' as const,
    sheets,
    doctorId: body.doctorId,
    assistantId: body.assistantId ?? null,
    visitAt,
    nextVisitDate: body.nextVisitDate ?? null,
    conclusion: body.conclusion ?? '',
    comment: body.comment ?? '',
    savedAt: now,
    savedBy: user.id,
    autoApproveAt: autoApprovalTime(sheets, visitAt),
  }
  const [saved] = p
    ? await tx
        .update(protocols)
        .set({ ...values, version: sql`${protocols.version} + 1` })
        .where(and(eq(protocols.id, id), eq(protocols.version, body.version), eq(protocols.state, 'saved')))
        .returning()
    : await tx
        .insert(protocols)
        .values({ id, version: 1, ...values })
        .onConflictDoNothing()
        .returning()
  if (!saved) return conflict(tx, user, id)
  // The approval sweep falls due with the protocol, in this transaction (a later edit plans another).
  if (values.autoApproveAt)
    await enqueue(tx, 'protocol.auto-approve', {}, { startAfter: values.autoApproveAt })
  await log(tx, id, 'saved', saved.version, user, now)
  return protocolView(tx, user, { ...row, protocol: saved })
}

/** POST …/approve: a saved protocol of the version read. */
export async function approveProtocol(
  tx: Tx,
  user: AuthUser,
  id: number,
  version: number,
  now: Date,
): Promise<Protocol> {
  const row = await loadInScope(tx, user, id, true)
  if (!row.protocol) throw refuse('version', msg.notSaved)
  if (row.protocol.version !== version || row.protocol.state !== 'saved') return conflict(tx, user, id)
  const [approved] = await tx
    .update(protocols)
    .set({ state: 'approved', approvedAt: now, approvedBy: user.id, version: sql`${protocols.version} + 1` })
    .where(and(eq(protocols.id, id), eq(protocols.version, version), eq(protocols.state, 'saved')))
    .returning()
  if (!approved) return conflict(tx, user, id)
  await log(tx, id, 'approved', approved.version, user, now)
  return protocolView(tx, user, { ...row, protocol: approved })
}

/** POST …/delete: a saved protocol (or an approved one, by who may approve), with a reason. */
export async function deleteProtocol(
  tx: Tx,
  user: AuthUser,
  id: number,
  body: { version: number; reasonId: number },
  now: Date,
): Promise<Protocol> {
  const row = await loadInScope(tx, user, id, true)
  const p = row.protocol
  if (!p) throw refuse('version', msg.notSaved)
  if (p.version !== body.version || p.state === 'deleted') return conflict(tx, user, id)
  const may = p.state === 'saved' || can(user.permissions, 'crmProtocolsApprove')
  if (!may) throw new DomainError('forbidden', 403, msg.approved)
  const [reason] = await tx
    .select({ id: protocolDeleteReasons.id })
    .from(protocolDeleteReasons)
    .where(eq(protocolDeleteReasons.id, body.reasonId))
  if (!reason) throw refuse('reason_id', msg.unknownReason)
  const [deleted] = await tx
    .update(protocols)
    .set({
      state: 'deleted',
      deletedAt: now,
      deletedBy: user.id,
      deleteReasonId: body.reasonId,
      version: sql`${protocols.version} + 1`,
    })
    .where(and(eq(protocols.id, id), eq(protocols.version, body.version)))
    .returning()
  if (!deleted) return conflict(tx, user, id)
  await log(tx, id, 'deleted', deleted.version, user, now)
  return protocolView(tx, user, { ...row, protocol: deleted })
}

/**
 * Approves the saved protocols whose auto-approval time is not after `now`, at most `limit` at a time,
 * and answers their ids. One statement claims the rows (FOR UPDATE SKIP LOCKED) and changes them, so
 * several server processes sweeping at once approve each protocol once; a protocol edited meanwhile
 * has a new time (or none) and is left. Protocols whose time passed while the server was down are
 * approved by the first sweep after it starts.
 */
export async function autoApproveDue(db: Db, now: Date, limit = 200): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: protocols.id })
      .from(protocols)
      .where(and(eq(protocols.state, 'saved'), lte(protocols.autoApproveAt, now)))
      .orderBy(asc(protocols.autoApproveAt))
      .limit(limit)
      .for('update', { skipLocked: true })
    const approved = await tx
      .update(protocols)
      .set({ state: 'approved', approvedAt: now, autoApproved: true, version: sql`${protocols.version} + 1` })
      .where(and(inArray(protocols.id, due), eq(protocols.state, 'saved')))
      .returning({ id: protocols.id, version: protocols.version })
    if (approved.length > 0)
      await tx.insert(protocolLog).values(
        approved.map((a) => ({
          protocolId: a.id,
          action: 'auto_approved' as const,
          version: a.version,
          at: now,
        })),
      )
    return approved.map((a) => a.id)
  })
}
