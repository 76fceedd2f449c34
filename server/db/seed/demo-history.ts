/**
 * Demo data: six weeks of the network's past, so every report is meaningful at once. On each working
 * day (Monday to Saturday) before today, every demo doctor with services and hours sees up to three
 * clients (fewer on Saturdays) at the filial of their cabinet: a service of theirs (by their doctor
 * card, without a slot), every third visit a test too (every ninth a PCR test with its result,
 * demo-pcr-results.ts); made by the registrar, the call-centre operator (as operator) or the administrator; most are done and paid, some done and not yet paid, one in ten
 * cancelled with a reason. Every third comes from a referring doctor, every fifth from a sending
 * organisation, every sixth is insured (where the filial has an insurer); two of three paid visits
 * have an NPS rating, some with a comment. Each cart is priced by the server's own calculation.
 * Deterministic (the same data on every machine); runs once: skipped when marked done.
 */
import { asc, eq, sql } from 'drizzle-orm'
import type { OrderCartData, ServiceLine, TestLine } from '../../../domain/orders/cart.schema'
import type { OrderState } from '../../../domain/orders/order-states'
import { addDays } from '../../../domain/reports/report-period'
import { kyivDay, kyivInstant } from '../../../domain/time/kyiv'
import type { Db, Tx } from '../client'
import { appSettings, users } from '../schema/auth'
import { doctorSchedules } from '../schema/bookings'
import { clients } from '../schema/clients'
import { guidingOrganisations } from '../schema/crm-references'
import { orderCancelReasons } from '../schema/dictionaries'
import { insuranceCompanyFilials } from '../schema/finance'
import { orders } from '../schema/orders'
import { products } from '../schema/catalogue'
import { cabinets, filials } from '../schema/places'
import { staff } from '../schema/staff'
import { repriceStoredCart } from '../../modules/orders/calculation.service'
import { nextOrderCode } from '../../modules/orders/orders.repo'
import { writeOffFinishedOrder } from '../../modules/warehouse/order-stock.service'
import { activePriceLists } from '../../modules/references/active-price-list.repo'
import { cashPaymentTypeId, doctorOffers, plainTests, unpricedLine } from './demo-order-parts'
import { demoLabUser, demoPcrTests, typeDemoPcrResult } from './demo-pcr-results'
import { clock } from './seed-helpers'

const HISTORY_LOCK = 727_031
const MARK = 'demo.history'
export const HISTORY_DAYS = 42

const comments = [
  'Дуже уважний лікар, все пояснили',
  'Довго чекали в черзі',
  'Швидко і без черги',
  'Хотілося б нагадування про візит',
  null,
  'Дякую за турботу!',
  null,
]
// Ratings cycle through a realistic spread: mostly promoters, some passives, a few detractors.
const ratings = [10, 9, 10, 8, 10, 7, 9, 5, 10, 9, 8, 3]

async function fillHistory(tx: Tx, now: Date): Promise<void> {
  const [done] = await tx.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, MARK))
  if (done) return
  const logins = new Map(
    (await tx.select({ id: users.id, login: users.login }).from(users)).map((u) => [u.login, u.id]),
  )
  const makers = ['registrar', 'callcenter', 'registrar', 'admin']
    .map((login) => ({ login, id: logins.get(login) }))
    .filter((m): m is { login: string; id: number } => m.id !== undefined)
  const people = await tx
    .select({ id: clients.id })
    .from(clients)
    .orderBy(asc(clients.id))
    .offset(40)
    .limit(220)
  if (makers.length === 0 || people.length === 0) return
  const cashier = logins.get('cashier')

  // Each doctor's services, and the filial of the cabinet of their first weekly hours.
  const provides = await doctorOffers(tx)
  const homes = new Map<number, { filialId: number; cityId: number | null }>()
  for (const row of await tx
    .select({ doctorId: doctorSchedules.doctorId, filialId: cabinets.filialId, cityId: filials.cityId })
    .from(doctorSchedules)
    .innerJoin(cabinets, eq(cabinets.id, doctorSchedules.cabinetId))
    .innerJoin(filials, eq(filials.id, cabinets.filialId))
    .orderBy(asc(doctorSchedules.id)))
    if (!homes.has(row.doctorId)) homes.set(row.doctorId, { filialId: row.filialId, cityId: row.cityId })
  const doctors = [...homes.keys()].filter((id) => provides.has(id)).sort((a, b) => a - b)
  const referring = (
    await tx.select({ id: staff.id }).from(staff).where(eq(staff.isReferral, true)).orderBy(asc(staff.id))
  ).map((s) => s.id)
  const organisations = (
    await tx
      .select({ id: guidingOrganisations.id })
      .from(guidingOrganisations)
      .orderBy(asc(guidingOrganisations.id))
  ).map((g) => g.id)
  const tests = await plainTests(tx, 12)
  // Every ninth visit's test is a PCR one, its result typed and approved (demo-pcr-results.ts).
  const pcr = await demoPcrTests(tx)
  const labUser = await demoLabUser(tx)
  const [reason] = await tx.select({ id: orderCancelReasons.id }).from(orderCancelReasons).limit(1)
  const cash = await cashPaymentTypeId(tx)
  // Goods sold at the visit (every fourth order that was not cancelled), written off the filial's stock.
  const goods = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .orderBy(asc(products.id))

  // The insurance companies serving each filial; every sixth visit there is insured.
  const insurers = new Map<number, number[]>()
  for (const row of await tx
    .select({ filialId: insuranceCompanyFilials.filialId, id: insuranceCompanyFilials.insuranceCompanyId })
    .from(insuranceCompanyFilials)
    .orderBy(asc(insuranceCompanyFilials.insuranceCompanyId)))
    insurers.set(row.filialId, [...(insurers.get(row.filialId) ?? []), row.id])
  const lists = new Map<string, Awaited<ReturnType<typeof activePriceLists>>>()
  const listsOf = async (filialId: number, insuranceCompanyId: number | null) => {
    const key = `${filialId}:${insuranceCompanyId}`
    if (!lists.has(key))
      lists.set(
        key,
        await activePriceLists(tx, now, { filialId, ...(insuranceCompanyId ? { insuranceCompanyId } : {}) }),
      )
    return lists.get(key)!
  }

  const today = kyivDay(now)
  let n = 0
  for (let back = HISTORY_DAYS; back >= 1; back--) {
    const day = addDays(today, -back)
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) continue // Sunday
    for (const doctorId of doctors) {
      // Nought to three clients, unevenly from day to day; on Saturdays at most one.
      const hash = (doctorId * 31 + back * 17 + doctorId * back * 7) % 4
      const saturday = new Date(`${day}T00:00:00Z`).getUTCDay() === 6
      const visits = saturday ? Math.min(hash, 1) : hash
      for (let v = 0; v < visits; v++, n++) {
        const home = homes.get(doctorId)!
        const offer = provides.get(doctorId)!
        const service = offer[(n + v) % offer.length]!
        const maker = makers[n % makers.length]!
        const at = (minutes: number) => kyivInstant(day, clock(minutes)).at
        const start = 9 * 60 + ((n * 37) % 480)
        const cancelled = n % 10 === 7
        const state: OrderState = cancelled ? 'deleted' : n % 5 === 3 ? 'done' : 'payed_cash'
        const line: ServiceLine = {
          ...unpricedLine(service.id, service.name),
          code: service.code,
          maxDiscount: 100,
          doctorId,
          noSchedule: true,
          scheduleId: null,
          timeFrom: null,
          timeTo: null,
          standardDuration: 30,
        }
        const pcrTest = n % 9 === 0 && pcr.length > 0 ? pcr[(n / 9) % pcr.length]! : undefined
        const test = pcrTest ?? (n % 3 === 0 && tests.length > 0 ? tests[n % tests.length]! : undefined)
        const testLines: TestLine[] = test
          ? [
              {
                ...unpricedLine(test.id, test.name),
                code: test.code,
                paramApiReferenceId: null,
                paramApiReferenceValue: null,
                barcode: null,
              },
            ]
          : []
        const good = !cancelled && n % 4 === 1 && goods.length > 0 ? goods[n % goods.length]! : undefined
        const productLines = good ? [unpricedLine(good.id, good.name)] : []
        const cart: OrderCartData = {
          services: [line],
          tests: testLines,
          products: productLines,
          materials: [],
        }
        const rated = state === 'payed_cash' && n % 3 !== 1
        const insuredBy = insurers.get(home.filialId)
        const insuranceCompanyId = n % 6 === 5 && insuredBy?.length ? insuredBy[n % insuredBy.length]! : null
        const priceLists = await listsOf(home.filialId, insuranceCompanyId)
        const [row] = await tx
          .insert(orders)
          .values({
            code: await nextOrderCode(tx),
            state,
            createdBy: maker.id,
            operatorId: maker.login === 'callcenter' ? maker.id : null,
            cityId: home.cityId,
            filialId: home.filialId,
            insuranceCompanyId,
            servicePriceListId: priceLists.services?.id ?? null,
            mcTestPriceListId: priceLists.tests?.id ?? null,
            clientId: people[(n * 7 + v) % people.length]!.id,
            personalDataConsent: true,
            doctorId,
            referringDoctorId: n % 3 === 2 && referring.length ? referring[n % referring.length]! : null,
            guidingOrganisationId:
              n % 5 === 4 && organisations.length ? organisations[n % organisations.length]! : null,
            createdAt: at(start - 20),
            cartFinishedAt: cancelled ? null : at(start - 15),
            firstConfirmedAt: cancelled ? null : at(start - 15),
            receptionStartedAt: cancelled ? null : at(start),
            receptionFinishedAt: cancelled ? null : at(start + 25),
            doneAt: cancelled ? null : at(start + 25),
            paymentTypeId: state === 'payed_cash' ? cash : null,
            paymentStatus: state === 'payed_cash' ? 'paid' : 'not_paid',
            closedAt: state === 'payed_cash' ? at(start + 30) : null,
            closedBy: state === 'payed_cash' ? (cashier ?? maker.id) : null,
            cancelReasonId: cancelled ? (reason?.id ?? null) : null,
            canceledAt: cancelled ? at(start - 5) : null,
            npsRating: rated ? ratings[n % ratings.length]! : null,
            npsComment: rated ? comments[n % comments.length]! : null,
            cartData: cart,
          })
          .returning()
        if (row) await repriceStoredCart(tx, row, now)
        if (row && pcrTest && labUser && !cancelled)
          await typeDemoPcrResult(tx, labUser, row.id, pcrTest.id, n / 9, at(start + 25))
        if (row && good)
          await writeOffFinishedOrder(tx, {
            orderId: row.id,
            orderVersion: row.version,
            filialId: home.filialId,
            products: [{ id: good.id, quantity: 1 }],
            userId: maker.id,
            now: at(start + 25),
          })
      }
    }
  }
  await tx.insert(appSettings).values({ key: MARK, value: { orders: n, at: now.toISOString() } })
}

/** Seeds the six demo weeks of the past (once; see the file comment). */
export async function seedDemoHistory(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${HISTORY_LOCK})`)
    await fillHistory(tx, now)
  })
}
