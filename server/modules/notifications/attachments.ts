/**
 * What a letter carries besides its text: a «results ready» letter (event results_ready) the order's
 * results PDF as the laboratory gives it to the patient (approved values only; server/modules/lab-results),
 * made when the letter is sent, so a value corrected and approved again in between goes out as approved.
 */
import type { Db } from '../../db/client'
import type { MailAttachment } from '../../integrations/smtp/mailer'
import type { AuthUser } from '../auth/auth.repo'
import { labResultsPdf } from '../lab-results/lab-results-pdf'
import { readOrderResults } from '../lab-results/lab-results.service'
import { readBasicSettings } from '../settings/basic-settings.routes'
import type { NotificationRow } from './deliver'

/** The job reads the results as the laboratory does (it reaches every order); it is no one signed in. */
const laboratoryJob: AuthUser = {
  id: 0,
  login: 'notification-job',
  name: 'Сповіщення',
  isActive: true,
  tokensValidAfter: null,
  permissions: { crmLabSee: true },
  modules: {},
}

export async function letterAttachments(db: Db, row: NotificationRow): Promise<MailAttachment[]> {
  if (row.event !== 'results_ready' || row.orderId === null) return []
  const results = await readOrderResults(db, laboratoryJob, row.orderId)
  const pdf = await labResultsPdf(results, (await readBasicSettings(db)).centreName)
  return [{ filename: `Результати ${results.orderCode}.pdf`, content: pdf, contentType: 'application/pdf' }]
}
