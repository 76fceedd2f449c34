/**
 * Demo protocols (domain/protocols/protocol.schema.ts) on the served demo orders' booked services, so the
 * protocol screen and the doctor's workstation have something in every state: order 8 (done) has an
 * approved therapist's examination, order 9 (partly done) two saved ones, order 11 (partly done) a
 * prescription (approved by itself once the server runs), a saved examination and a line only requested; the
 * therapist's consultations open with the therapist's examination. The values go through the same
 * calculation as a doctor's save. Running it twice changes nothing.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { calculate, compileTemplate, initialValues } from '../../../domain/protocols/protocol-values'
import type { ProtocolSheet } from '../../../domain/protocols/protocol.schema'
import type { Db, Tx } from '../client'
import { users } from '../schema/auth'
import { services } from '../schema/catalogue'
import { orders } from '../schema/orders'
import { protocolTemplates } from '../schema/protocol-dictionaries'
import { protocolLog, protocolRequests, protocols } from '../schema/protocols'
import { autoApprovalTime } from '../../modules/protocols/protocols.service'
import { enqueue } from '../../jobs/job-queue'

const examination = {
  complaints: 'Періодичний головний біль, втома',
  condition: 'задовільний',
  weight: 78.4,
  height: 1.74,
  sys: 134,
  dia: 86,
  recommendations: 'Контроль тиску вранці та ввечері, повторний огляд за 2 тижні',
}
const prescription = { preparation: 'Лоратадин 10 мг', dose: '1 таблетка на день', days: 7 }

async function sheetOf(tx: Tx, name: string, values: Record<string, unknown>): Promise<ProtocolSheet> {
  const [t] = await tx.select().from(protocolTemplates).where(eq(protocolTemplates.name, name))
  if (!t) throw new Error(`demo protocols: no template ${name}`)
  const typed = { ...initialValues(t.indicators), ...values } as ProtocolSheet['values']
  return {
    templateId: t.id,
    name: t.name,
    pageFormat: t.pageFormat === 'A5' ? 'A5' : 'A4',
    autoApproveMinutes: t.autoApproveMinutes,
    indicators: t.indicators,
    values: calculate(compileTemplate(t.indicators), typed).values,
  }
}

interface Plan {
  /** The order's place in the demo plan (server/db/seed/orders.ts). */
  orderIndex: number
  /** The booked service's place among the order's booked lines. */
  line: number
  template?: string
  values?: Record<string, unknown>
  state?: 'saved' | 'approved'
}

// Request ids follow this order (1…6); tests/support/examples/protocols.ts counts on it.
const plan: Plan[] = [
  { orderIndex: 8, line: 0, template: 'Огляд терапевта', values: examination, state: 'approved' },
  {
    orderIndex: 9,
    line: 0,
    template: 'Огляд терапевта',
    values: { ...examination, sys: 118, dia: 76 },
    state: 'saved',
  },
  {
    orderIndex: 9,
    line: 1,
    template: 'Огляд терапевта',
    values: { ...examination, weight: 91 },
    state: 'saved',
  },
  // No calculated indicators and a past visit: approved by itself when the server starts.
  { orderIndex: 11, line: 0, template: 'Рецепт', values: prescription, state: 'saved' },
  {
    orderIndex: 11,
    line: 1,
    template: 'Огляд терапевта',
    values: { ...examination, weight: 64 },
    state: 'saved',
  },
  { orderIndex: 11, line: 2 },
]

/** The therapist's consultations open with the therapist's examination (the template's linked services). */
async function linkDemoTemplates(tx: Tx): Promise<void> {
  const consultations = await tx
    .select({ id: services.id })
    .from(services)
    .where(inArray(services.code, ['C101', 'C102']))
    .orderBy(asc(services.code))
  if (consultations.length === 0) return
  await tx
    .update(protocolTemplates)
    .set({ services: consultations.map((s) => ({ serviceId: s.id })) })
    .where(
      and(eq(protocolTemplates.name, 'Огляд терапевта'), sql`${protocolTemplates.services} = '[]'::jsonb`),
    )
}

export async function seedDemoProtocols(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await linkDemoTemplates(tx)
    const [any] = await tx.select({ id: protocolRequests.id }).from(protocolRequests).limit(1)
    if (any) return
    const demoOrders = await tx.select().from(orders).orderBy(asc(orders.id)).limit(12)
    const [doctor] = await tx.select({ id: users.id }).from(users).where(eq(users.login, 'doctor'))
    const byIndex = new Map(demoOrders.map((o, i) => [i + 1, o]))
    for (const p of plan) {
      const order = byIndex.get(p.orderIndex)
      const line = order?.cartData.services.filter((l) => l.startsAt && l.doctorId)[p.line]
      if (!order || !line || order.clientId === null) continue
      const [request] = await tx
        .insert(protocolRequests)
        .values({
          orderId: order.id,
          clientId: order.clientId,
          protocolableType: 'service',
          protocolableId: line.id,
          createdBy: doctor?.id ?? null,
        })
        .onConflictDoNothing()
        .returning()
      if (!request || !p.template || !p.state) continue
      const sheet = await sheetOf(tx, p.template, p.values ?? {})
      const visitAt = new Date(line.startsAt!)
      const approved = p.state === 'approved'
      const autoApproveAt = approved ? null : autoApprovalTime([sheet], visitAt)
      // Its approval sweep is queued as a saved protocol's is (protocols.service.ts saveProtocol).
      if (autoApproveAt) await enqueue(tx, 'protocol.auto-approve', {}, { startAfter: autoApproveAt })
      await tx.insert(protocols).values({
        id: request.id,
        state: p.state,
        version: approved ? 2 : 1,
        sheets: [sheet],
        doctorId: line.doctorId!,
        visitAt,
        conclusion: approved ? 'Артеріальна гіпертензія І ступеня' : 'Практично здоровий',
        savedAt: visitAt,
        savedBy: doctor?.id ?? null,
        approvedAt: approved ? visitAt : null,
        approvedBy: approved ? (doctor?.id ?? null) : null,
        autoApproveAt,
      })
      await tx.insert(protocolLog).values([
        { protocolId: request.id, action: 'saved', version: 1, userId: doctor?.id ?? null, at: visitAt },
        ...(approved
          ? [
              {
                protocolId: request.id,
                action: 'approved' as const,
                version: 2,
                userId: doctor?.id ?? null,
                at: visitAt,
              },
            ]
          : []),
      ])
    }
  })
}
