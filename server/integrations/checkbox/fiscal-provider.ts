/**
 * What the cash desk needs from a software cash register (PRRO) provider, in the product's own terms:
 * Checkbox implements it (checkbox.ts); another provider can implement the same interface. Money is in
 * integer kopiykas, quantities in thousandths (1000 = one piece), as fiscal receipts count them. Every
 * receipt carries an id made by the product before the first call, so a repeat can never fiscalise twice.
 */

export type PaymentKind = 'cash' | 'cashless'

export type ShiftStatus = 'created' | 'opening' | 'opened' | 'closing' | 'closed'

export interface CashierCredentials {
  /** Login and password, or a PIN code (which needs the register's license key). */
  login?: string
  password?: string
  pinCode?: string
}

/** A signed-in cashier: the token every other call is made with. */
export interface FiscalSession {
  token: string
}

export interface Shift {
  id: string
  serial: number
  status: ShiftStatus
  openedAt: string | null
  closedAt: string | null
}

export interface PaymentTotals {
  kind: PaymentKind
  sellSum: number
  returnSum: number
  serviceIn: number
  serviceOut: number
}

/** An X report (shift still open) or a Z report (made when the shift closes). */
export interface ShiftReport {
  id: string
  serial: number
  isZ: boolean
  payments: PaymentTotals[]
  sellCount: number
  returnCount: number
  /** Cash in the drawer by the register's count, in kopiykas. */
  balance: number
}

export interface ReceiptLine {
  code: string
  name: string
  /** Price of one unit, in kopiykas. */
  price: number
  /** In thousandths: 1000 is one unit. */
  quantity: number
  /** A discount on the whole line, in kopiykas. */
  discount?: number
  taxCodes?: number[]
}

export interface ReceiptPayment {
  kind: PaymentKind
  amount: number
}

export interface SaleInput {
  /** A UUID made by the product before the first call; every repeat sends the same one. */
  id: string
  lines: ReceiptLine[]
  payments: ReceiptPayment[]
}

export interface ReturnInput extends SaleInput {
  /** The sale receipt this return belongs to. */
  relatedReceiptId: string
}

/**
 * A receipt the product fiscalised itself while the provider could not be reached: the reserved offline
 * number it was given and when, uploaded in order once the provider is back.
 */
export type OfflineReceiptInput = (SaleInput | ReturnInput) & {
  fiscalCode: string
  /** When the receipt was made (ISO), inside the offline run. */
  fiscalDate: string
}

export interface ServiceCashInput {
  id: string
  direction: 'in' | 'out'
  amount: number
}

export type ReceiptKind = 'sell' | 'return' | 'service-in' | 'service-out'

export interface FiscalReceipt {
  id: string
  kind: ReceiptKind
  /** `pending` until the provider has fiscalised it (asynchronously); `error` if it never will. */
  status: 'pending' | 'done' | 'error'
  /** The fiscal number; null while pending. An offline receipt carries an offline number. */
  fiscalCode: string | null
  fiscalDate: string | null
  offline: boolean
  total: number
  relatedReceiptId: string | null
  /** A page showing the receipt, for the payment's record and printing. */
  url: string
}

export interface RegisterStatus {
  shift: Shift | null
  offline: boolean
  /** Hours offline in the current run, and in this calendar month (the law allows 36 and 168). */
  offlineHoursInRow: number
  offlineHoursThisMonth: number
}

export interface FiscalProvider {
  signIn(credentials: CashierCredentials): Promise<FiscalSession>
  status(session: FiscalSession): Promise<RegisterStatus>
  openShift(session: FiscalSession): Promise<Shift>
  xReport(session: FiscalSession): Promise<ShiftReport>
  /** Closes the open shift; the Z report is made by the close. */
  closeShift(session: FiscalSession): Promise<{ shift: Shift; zReport: ShiftReport }>
  serviceCash(session: FiscalSession, input: ServiceCashInput): Promise<FiscalReceipt>
  sell(session: FiscalSession, input: SaleInput): Promise<FiscalReceipt>
  refund(session: FiscalSession, input: ReturnInput): Promise<FiscalReceipt>
  getReceipt(session: FiscalSession, id: string): Promise<FiscalReceipt>
  /**
   * Tells the provider the register is offline — since now, or since `since.at` when the product lost the
   * connection earlier and comes back with receipts made meanwhile.
   */
  goOffline(session: FiscalSession, since?: { at: string; fiscalCode?: string }): Promise<void>
  /** Uploads a receipt made offline (after goOffline), with its offline number; once per id, like sell. */
  uploadOffline(session: FiscalSession, input: OfflineReceiptInput): Promise<FiscalReceipt>
  goOnline(session: FiscalSession): Promise<void>
  /** Reserves offline fiscal numbers and answers the ones held, in the order they will be used. */
  offlineCodes(session: FiscalSession, count: number): Promise<string[]>
}

/**
 * network: the provider was not reached or did not answer (`uncertain`: it may have acted);
 * refused: it answered no (bad credentials, no open shift, a rule of the law);
 * not-found: no such receipt or shift; conflict: the state does not allow it (a shift already open).
 */
export type FiscalErrorKind = 'network' | 'refused' | 'not-found' | 'conflict'

/** The only error a FiscalProvider throws: a Ukrainian message for staff and the provider's own words. */
export class FiscalError extends Error {
  constructor(
    readonly kind: FiscalErrorKind,
    message: string,
    readonly answer: string | null = null,
    readonly uncertain = false,
  ) {
    super(message)
    this.name = 'FiscalError'
  }
}
