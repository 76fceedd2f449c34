/**
 * The Checkbox stand-in's books for one cash register: the shift state machine (CREATED → OPENING →
 * OPENED → CLOSING → CLOSED, each step after the configured fiscal delay), receipts kept by their
 * client-made id, totals by payment type, and offline mode (reserved offline numbers used in order,
 * uploaded in order when back online, 36 hours in a row and 168 a month). The HTTP side is stand-in.ts.
 */
import { randomUUID } from 'node:crypto'

export const HOUR = 3_600_000
export const OFFLINE_HOURS_IN_ROW = 36
export const OFFLINE_HOURS_A_MONTH = 168

/** An answer the stand-in refuses with: its HTTP status and Checkbox-like Ukrainian message. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export type PayType = 'CASH' | 'CASHLESS'
export type ReceiptType = 'SELL' | 'RETURN' | 'SERVICE_IN' | 'SERVICE_OUT'

export interface Totals {
  sell: number
  ret: number
  serviceIn: number
  serviceOut: number
}

export interface StandInShift {
  id: string
  serial: number
  cashier: string
  createdAt: number
  /** When OPENING and OPENED begin, and when CLOSING and CLOSED do (the delay as it was then). */
  openingAt: number
  openedAt: number
  closeAt: number | null
  closedAt: number | null
  totals: Record<PayType, Totals>
  sellCount: number
  returnCount: number
  zReport: Report | null
}

export interface Report {
  id: string
  serial: number
  isZ: boolean
  totals: Record<PayType, Totals>
  sellCount: number
  returnCount: number
  balance: number
  createdAt: number
}

export interface StandInReceipt {
  id: string
  type: ReceiptType
  shiftId: string
  body: Record<string, unknown>
  total: number
  payments: { type: PayType; value: number }[]
  relatedReceiptId: string | null
  createdAt: number
  /** When the fiscal code shows: after the fiscal delay online, at once offline. */
  fiscalAt: number
  fiscalCode: string
  offline: boolean
  sentDpsAt: number | null
  serial: number
}

const emptyTotals = (): Record<PayType, Totals> => ({
  CASH: { sell: 0, ret: 0, serviceIn: 0, serviceOut: 0 },
  CASHLESS: { sell: 0, ret: 0, serviceIn: 0, serviceOut: 0 },
})

/** A shift's state at `now`. */
export function shiftStatus(s: StandInShift, now: number): string {
  if (s.closeAt !== null) return s.closedAt !== null && now >= s.closedAt ? 'CLOSED' : 'CLOSING'
  if (now >= s.openedAt) return 'OPENED'
  return now >= s.openingAt ? 'OPENING' : 'CREATED'
}

export class StandInRegister {
  readonly id = randomUUID()
  shifts: StandInShift[] = []
  receipts = new Map<string, StandInReceipt>()
  /** Offline receipts in the order they were made, and the order they reached the tax service. */
  offlineQueue: string[] = []
  uploads: string[] = []
  offlineSince: number | null = null
  offlinePeriods: { from: number; to: number }[] = []
  reservedCodes: string[] = []
  private nextOfflineNum = 1
  private readonly offlineSession = 100_000 + Math.floor(Math.random() * 800_000)
  private nextFiscal = 1
  private nextReport = 1

  constructor(
    readonly licenseKey: string,
    readonly fiscalNumber: string,
    private readonly clock: () => number,
    private readonly delay: () => number,
  ) {}

  current(): StandInShift | undefined {
    const last = this.shifts.at(-1)
    return last && shiftStatus(last, this.clock()) !== 'CLOSED' ? last : undefined
  }

  openShift(cashier: string): StandInShift {
    if (this.current()) throw new Refusal(409, 'Зміна на цій касі вже відкрита')
    const now = this.clock()
    const shift: StandInShift = {
      id: randomUUID(),
      serial: this.shifts.length + 1,
      cashier,
      createdAt: now,
      openingAt: now + this.delay() / 2,
      openedAt: now + this.delay(),
      closeAt: null,
      closedAt: null,
      totals: emptyTotals(),
      sellCount: 0,
      returnCount: 0,
      zReport: null,
    }
    this.shifts.push(shift)
    return shift
  }

  private opened(cashier: string): StandInShift {
    const shift = this.current()
    if (!shift || shift.cashier !== cashier) throw new Refusal(400, 'Зміну не відкрито')
    const status = shiftStatus(shift, this.clock())
    if (status !== 'OPENED') throw new Refusal(400, `Зміна не відкрита (стан ${status})`)
    return shift
  }

  report(cashier: string, isZ = false): Report {
    const s = this.opened(cashier)
    const cash = s.totals.CASH
    return {
      id: randomUUID(),
      serial: this.nextReport++,
      isZ,
      totals: structuredClone(s.totals),
      sellCount: s.sellCount,
      returnCount: s.returnCount,
      balance: cash.sell - cash.ret + cash.serviceIn - cash.serviceOut,
      createdAt: this.clock(),
    }
  }

  closeShift(cashier: string): StandInShift {
    const shift = this.opened(cashier)
    if (this.offlineQueue.length)
      throw new Refusal(400, 'Спершу вивантажте офлайн-чеки: каса в офлайн-режимі')
    shift.zReport = this.report(cashier, true)
    shift.closeAt = this.clock()
    shift.closedAt = shift.closeAt + this.delay()
    return shift
  }

  /**
   * Adds a receipt whose amounts are already checked; a repeat id is refused by the caller first. An
   * integrator's offline receipt (`made`) comes with the reserved number it was given and when.
   */
  addReceipt(
    cashier: string,
    r: Omit<
      StandInReceipt,
      'shiftId' | 'createdAt' | 'fiscalAt' | 'fiscalCode' | 'offline' | 'sentDpsAt' | 'serial'
    >,
    made?: { fiscalCode: string; at: number },
  ) {
    const shift = this.opened(cashier)
    const now = made ? made.at : this.clock()
    const offline = this.offlineSince !== null
    if (made) this.checkOfflineUpload(made)
    else if (offline) this.checkOfflineLimits(now)
    if (r.type === 'SERVICE_OUT') {
      const c = shift.totals.CASH
      if (c.sell - c.ret + c.serviceIn - c.serviceOut < r.total)
        throw new Refusal(400, 'Недостатньо готівки в касі для службової видачі')
    }
    if (made) this.reservedCodes.splice(0, this.reservedCodes.indexOf(made.fiscalCode) + 1)
    const code = made ? made.fiscalCode : offline ? this.reservedCodes.shift() : String(this.nextFiscal++)
    if (!code) throw new Refusal(400, 'Немає зарезервованих офлайн фіскальних номерів')
    for (const p of r.payments) {
      const t = shift.totals[p.type]
      if (r.type === 'SELL') t.sell += p.value
      else if (r.type === 'RETURN') t.ret += p.value
      else if (r.type === 'SERVICE_IN') t.serviceIn += p.value
      else t.serviceOut += p.value
    }
    if (r.type === 'SELL') shift.sellCount++
    if (r.type === 'RETURN') shift.returnCount++
    const receipt: StandInReceipt = {
      ...r,
      shiftId: shift.id,
      createdAt: now,
      fiscalAt: offline ? now : now + this.delay(),
      fiscalCode: code,
      offline,
      sentDpsAt: offline ? null : now,
      serial: this.receipts.size + 1,
    }
    this.receipts.set(r.id, receipt)
    if (offline) this.offlineQueue.push(r.id)
    return receipt
  }

  /** Offline hours in the current run and in the calendar month of `now` (UTC). */
  offlineTime(now = this.clock()) {
    const d = new Date(now)
    const monthStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)
    const runs = [...this.offlinePeriods]
    if (this.offlineSince !== null) runs.push({ from: this.offlineSince, to: now })
    const month = runs.reduce((sum, p) => sum + Math.max(0, p.to - Math.max(p.from, monthStart)), 0)
    const inRow = this.offlineSince === null ? 0 : now - this.offlineSince
    return { inRow, month }
  }

  private checkOfflineLimits(now: number) {
    const t = this.offlineTime(now)
    if (t.inRow >= OFFLINE_HOURS_IN_ROW * HOUR)
      throw new Refusal(400, 'Перевищено ліміт офлайн-режиму: 36 годин поспіль')
    if (t.month >= OFFLINE_HOURS_A_MONTH * HOUR)
      throw new Refusal(400, 'Перевищено ліміт офлайн-режиму: 168 годин на місяць')
  }

  /**
   * An integrator's offline receipt: the register is offline, the number is a reserved one later than any
   * used before (numbers go in order; one skipped — its receipt reached us online after all — is dropped),
   * and it was made inside the offline run and within its 36 hours.
   */
  private checkOfflineUpload(made: { fiscalCode: string; at: number }) {
    if (this.offlineSince === null) throw new Refusal(400, 'Каса не в офлайн-режимі')
    if (!this.reservedCodes.includes(made.fiscalCode))
      throw new Refusal(400, `Офлайн-номер ${made.fiscalCode} не зарезервовано або вже використано`)
    if (made.at < this.offlineSince || made.at > this.clock())
      throw new Refusal(400, 'Дата офлайн-чека поза офлайн-періодом')
    if (made.at - this.offlineSince >= OFFLINE_HOURS_IN_ROW * HOUR)
      throw new Refusal(400, 'Перевищено ліміт офлайн-режиму: 36 годин поспіль')
  }

  /**
   * Offline from now, or — an integrator that lost the connection — from `since` in the past (not before
   * the end of the previous run). Going offline again while offline changes nothing.
   */
  goOffline(since?: number) {
    if (this.offlineSince !== null) return
    const now = this.clock()
    const from = since ?? now
    if (from > now) throw new Refusal(400, 'Початок офлайн-режиму не може бути в майбутньому')
    if (from < (this.offlinePeriods.at(-1)?.to ?? -Infinity))
      throw new Refusal(400, 'Початок офлайн-режиму раніше за кінець попереднього')
    if (this.offlineTime(from).month >= OFFLINE_HOURS_A_MONTH * HOUR)
      throw new Refusal(400, 'Перевищено ліміт офлайн-режиму: 168 годин на місяць')
    if (!this.reservedCodes.length) throw new Refusal(400, 'Немає зарезервованих офлайн фіскальних номерів')
    this.offlineSince = from
  }

  /** Back online: the offline receipts reach the tax service in the order they were made. */
  goOnline() {
    if (this.offlineSince === null) return
    const now = this.clock()
    this.offlinePeriods.push({ from: this.offlineSince, to: now })
    this.offlineSince = null
    for (const id of this.offlineQueue.splice(0)) {
      const r = this.receipts.get(id)
      if (r) r.sentDpsAt = now
      this.uploads.push(id)
    }
  }

  /** Reserves `count` more offline numbers; they are used in the order reserved. */
  askOfflineCodes(count: number) {
    for (let i = 0; i < count; i++) {
      const n = this.nextOfflineNum++
      const control = ((n * 7919 + this.offlineSession) % 9999) + 1
      this.reservedCodes.push(`${this.offlineSession}.${n}.${control}`)
    }
  }
}
