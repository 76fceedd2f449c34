/**
 * The Checkbox PRRO adapter (domain notes G1, G5): a FiscalProvider over Checkbox's REST API. Checkbox
 * holds the cashier's signing key, so nothing is signed here. A receipt is sent with the id the product
 * made before the first call; after a timeout or a lost answer the adapter first asks for that id and
 * sends the same id again only when Checkbox has not got it — never a second sale. Fiscal codes come
 * asynchronously: the adapter polls with a doubling pause for a bounded time, then answers `pending`.
 */
import { checkboxCaller, type CheckboxConfig } from './checkbox-http'
import { toReceipt, toReport, toShift, zReportOf } from './checkbox-models'
import {
  FiscalError,
  type FiscalProvider,
  type FiscalReceipt,
  type FiscalSession,
  type ReceiptLine,
  type ReceiptPayment,
  type Shift,
} from './fiscal-provider'

export type { CheckboxConfig } from './checkbox-http'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const HOUR_S = 3600

/** Repeats after a network failure only; `uncertain` ones first ask `look` whether the work was done. */
async function attempt<T>(
  retries: number,
  pause: (i: number) => number,
  run: () => Promise<T>,
  look?: () => Promise<T | undefined>,
): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await run()
    } catch (err) {
      if (!(err instanceof FiscalError) || err.kind !== 'network' || i >= retries) throw err
      await sleep(pause(i))
      if (look && err.uncertain) {
        const done = await look().catch((e: unknown) => {
          if (e instanceof FiscalError && e.kind === 'network') return undefined
          throw e
        })
        if (done !== undefined) return done
      }
    }
  }
}

const goods = (lines: ReceiptLine[], isReturn: boolean) =>
  lines.map((l) => ({
    good: { code: l.code, name: l.name, price: l.price, ...(l.taxCodes ? { tax: l.taxCodes } : {}) },
    quantity: l.quantity,
    is_return: isReturn,
    ...(l.discount ? { discounts: [{ type: 'DISCOUNT', mode: 'VALUE', value: l.discount }] } : {}),
  }))

const payments = (list: ReceiptPayment[]) =>
  list.map((p) => ({ type: p.kind === 'cash' ? 'CASH' : 'CASHLESS', value: p.amount }))

/** A Checkbox client for one cash register; it throws only FiscalError and never logs. */
export function createCheckbox(config: CheckboxConfig): FiscalProvider {
  const call = checkboxCaller(config)
  const retries = config.retries ?? 3
  const first = config.backoffMs ?? 200
  const pause = (i: number) => Math.min(first * 2 ** i, 1000)
  const fiscalWaitMs = config.fiscalWaitMs ?? 10_000
  const pageUrl = config.receiptPageUrl ?? 'https://check.checkbox.ua'
  const get = (s: FiscalSession, path: string, license = false) =>
    attempt(retries, pause, () => call('GET', path, { token: s.token, license }))

  /** Reads `read` until `ready` says so or the wait is over; network failures only cost a turn. */
  async function poll<T>(read: () => Promise<T>, ready: (v: T) => boolean, initial: T): Promise<T> {
    let value = initial
    const until = Date.now() + fiscalWaitMs
    for (let i = 0; !ready(value) && Date.now() < until; i++) {
      await sleep(pause(i))
      try {
        value = await read()
      } catch (err) {
        if (!(err instanceof FiscalError) || err.kind !== 'network') throw err
      }
    }
    return value
  }

  const receiptById = async (s: FiscalSession, id: string) =>
    toReceipt(await call('GET', `/api/v1/receipts/${encodeURIComponent(id)}`, { token: s.token }), pageUrl)

  /** Sends a receipt once: a lost answer is looked up by id, a repeat keeps the id. */
  async function createReceipt(s: FiscalSession, path: string, id: string, body: object) {
    const found = async () => {
      try {
        return await receiptById(s, id)
      } catch (err) {
        if (err instanceof FiscalError && err.kind === 'not-found') return undefined
        throw err
      }
    }
    let receipt: FiscalReceipt
    try {
      receipt = await attempt(
        retries,
        pause,
        async () => toReceipt(await call('POST', path, { token: s.token, body: { id, ...body } }), pageUrl),
        found,
      )
    } catch (err) {
      // 409: Checkbox already has this id — an earlier try got through; that receipt is the answer.
      if (!(err instanceof FiscalError) || err.kind !== 'conflict') throw err
      receipt = await attempt(retries, pause, () => receiptById(s, id))
    }
    return poll(
      () => receiptById(s, id),
      (r) => r.status !== 'pending',
      receipt,
    )
  }

  const currentShift = async (s: FiscalSession): Promise<Shift | null> => {
    const answer = await get(s, '/api/v1/cashier/shift')
    return answer ? toShift(answer) : null
  }
  const shiftById = async (s: FiscalSession, id: string) =>
    call('GET', `/api/v1/shifts/${encodeURIComponent(id)}`, { token: s.token })

  return {
    async signIn({ login, password, pinCode }) {
      // Signing in again is harmless, so a lost answer is simply asked again.
      const answer = await attempt(retries, pause, () =>
        pinCode
          ? call('POST', '/api/v1/cashier/signinPinCode', { body: { pin_code: pinCode }, license: true })
          : call('POST', '/api/v1/cashier/signin', { body: { login, password } }),
      )
      const token = (answer as { access_token?: unknown } | null)?.access_token
      if (typeof token !== 'string' || !token)
        throw new FiscalError('network', 'Checkbox не видав токен касира')
      return { token }
    },

    async status(s) {
      const [info, shift, time] = await Promise.all([
        get(s, '/api/v1/cash-registers/info', true),
        currentShift(s),
        get(s, '/api/v1/cash-registers/get-offline-time', true),
      ])
      const t = (time ?? {}) as { in_row_seconds?: number; month_seconds?: number }
      return {
        shift,
        offline: Boolean((info as { offline_mode?: unknown } | null)?.offline_mode),
        offlineHoursInRow: (t.in_row_seconds ?? 0) / HOUR_S,
        offlineHoursThisMonth: (t.month_seconds ?? 0) / HOUR_S,
      }
    },

    async openShift(s) {
      const opened = await attempt(
        retries,
        pause,
        async () => toShift(await call('POST', '/api/v1/shifts', { token: s.token, license: true })),
        async () => (await currentShift(s)) ?? undefined,
      )
      return poll(
        async () => toShift(await shiftById(s, opened.id)),
        (x) => x.status === 'opened',
        opened,
      )
    },

    async xReport(s) {
      return toReport(
        await attempt(retries, pause, () => call('POST', '/api/v1/reports', { token: s.token })),
      )
    },

    async closeShift(s) {
      const open = await currentShift(s)
      if (!open) throw new FiscalError('conflict', 'Зміну не відкрито')
      // A shift already closing (an earlier close whose answer was lost) is only waited for.
      const closing =
        open.status === 'closing'
          ? await attempt(retries, pause, () => shiftById(s, open.id))
          : await attempt(
              retries,
              pause,
              () =>
                call('POST', '/api/v1/shifts/close', {
                  token: s.token,
                  body: { skip_client_name_check: false },
                }),
              async () => {
                const now = await shiftById(s, open.id)
                return toShift(now).status === 'opened' ? undefined : now
              },
            )
      const closed = await poll(
        () => shiftById(s, open.id),
        (a) => zReportOf(a) !== null,
        closing,
      )
      const zReport = zReportOf(closed)
      if (!zReport)
        throw new FiscalError('network', 'Checkbox ще не закрив зміну, перевірте пізніше', null, true)
      return { shift: toShift(closed), zReport }
    },

    serviceCash(s, { id, direction, amount }) {
      const value = direction === 'in' ? amount : -amount
      return createReceipt(s, '/api/v1/receipts/service', id, { payment: { type: 'CASH', value } })
    },

    sell(s, { id, lines, payments: paid }) {
      return createReceipt(s, '/api/v1/receipts/sell', id, {
        goods: goods(lines, false),
        payments: payments(paid),
      })
    },

    refund(s, { id, lines, payments: paid, relatedReceiptId }) {
      return createReceipt(s, '/api/v1/receipts/sell', id, {
        goods: goods(lines, true),
        payments: payments(paid),
        related_receipt_id: relatedReceiptId,
      })
    },

    async getReceipt(s, id) {
      return toReceipt(await get(s, `/api/v1/receipts/${encodeURIComponent(id)}`), pageUrl)
    },

    async goOffline(s, since) {
      const body = since
        ? { go_offline_date: since.at, ...(since.fiscalCode ? { fiscal_code: since.fiscalCode } : {}) }
        : undefined
      await attempt(retries, pause, () =>
        call('POST', '/api/v1/cash-registers/go-offline', {
          token: s.token,
          license: true,
          ...(body ? { body } : {}),
        }),
      )
    },

    uploadOffline(s, input) {
      const related = 'relatedReceiptId' in input ? input.relatedReceiptId : null
      return createReceipt(s, '/api/v1/receipts/sell-offline', input.id, {
        goods: goods(input.lines, related !== null),
        payments: payments(input.payments),
        ...(related ? { related_receipt_id: related } : {}),
        fiscal_code: input.fiscalCode,
        fiscal_date: input.fiscalDate,
      })
    },

    async goOnline(s) {
      await attempt(retries, pause, () =>
        call('POST', '/api/v1/cash-registers/go-online', { token: s.token, license: true }),
      )
    },

    async offlineCodes(s, count) {
      const opts = { token: s.token, license: true, query: { count, sync: true } }
      await attempt(retries, pause, () => call('GET', '/api/v1/cash-registers/ask-offline-codes', opts))
      const codes = await attempt(retries, pause, () =>
        call('GET', '/api/v1/cash-registers/get-offline-codes', { ...opts, query: { count } }),
      )
      return Array.isArray(codes)
        ? codes.flatMap((c: unknown) => {
            const code = (c as { fiscal_code?: unknown } | null)?.fiscal_code
            return typeof code === 'string' ? [code] : []
          })
        : []
    },
  }
}
