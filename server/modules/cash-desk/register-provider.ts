/**
 * A cash register's PRRO provider, made from its settings (only Checkbox so far), and its cashier signed
 * in: what the cash desk, the payment flow's receipts and the offline upload all talk to.
 */
import { createCheckbox } from '../../integrations/checkbox/checkbox'
import type { FiscalProvider } from '../../integrations/checkbox/fiscal-provider'
import type { cashRegisters } from '../../db/schema/staff-users'

/**
 * Where the provider shows a receipt: Checkbox's own page for its API, else the API's `/check` (the
 * stand-in serves its receipts' pages there).
 */
function receiptPageUrl(apiUrl: string): string | undefined {
  try {
    return /(^|\.)checkbox\.(ua|in\.ua)$/.test(new URL(apiUrl).hostname)
      ? undefined
      : `${apiUrl.replace(/\/+$/, '')}/check`
  } catch {
    return undefined
  }
}

/** The provider of a register, by its settings (only Checkbox so far). */
export function providerOf(r: typeof cashRegisters.$inferSelect): FiscalProvider {
  const pageUrl = receiptPageUrl(r.apiUrl ?? '')
  return createCheckbox({
    apiUrl: r.apiUrl ?? '',
    ...(pageUrl ? { receiptPageUrl: pageUrl } : {}),
    licenseKey: r.licenseKey ?? '',
    deviceId: `clinic-office-register-${r.id}`,
    timeoutMs: 10_000,
    retries: 2,
    // The pause before the adapter's first repeat (then doubling up to 1 s); the chaos test shortens it.
    backoffMs: Number(process.env.FISCAL_RETRY_PAUSE_MS ?? 200),
    fiscalWaitMs: 10_000,
  })
}

/** Signs the register's cashier in at its provider (a FiscalError when it cannot). */
export const signInAt = (provider: FiscalProvider, r: typeof cashRegisters.$inferSelect) =>
  provider.signIn(
    r.cashierPin
      ? { pinCode: r.cashierPin }
      : { login: r.cashierLogin ?? '', password: r.cashierPassword ?? '' },
  )
