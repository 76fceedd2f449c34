/**
 * nodemailer's errors as send outcomes. Only the error's code, command and SMTP reply are read, and the
 * reply with every address cut out: a server's refusal usually quotes the recipient.
 */
import { EMAIL_SEND_FAILED } from '../../../domain/notifications/notifications'
import {
  permanent,
  PROVIDER_TIMEOUT,
  PROVIDER_UNREACHABLE,
  transient,
  type SendOutcome,
} from '../send-outcome'

export interface SmtpErrorLike {
  code?: string
  command?: string
  responseCode?: number
  response?: string
}

/** The fields of a thrown nodemailer error this module reads (and nothing else: not its message). */
export function asSmtpError(err: unknown): SmtpErrorLike {
  if (!err || typeof err !== 'object') return {}
  const e = err as Record<string, unknown>
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined)
  return {
    code: str(e.code),
    command: str(e.command),
    responseCode: typeof e.responseCode === 'number' ? e.responseCode : undefined,
    response: str(e.response),
  }
}

/** The reply without e-mail addresses, shortened. */
export function scrubAddresses(reply: string | undefined): string {
  return (reply ?? '')
    .replace(/<[^>]*>/g, '<…>')
    .replace(/[^\s<>()[\]\\,;:"]+@[^\s<>()[\]\\,;:"]+/g, '…')
    .slice(0, 200)
}

/** A failed send (or `unknown` never: the caller decides that from the DATA stage). */
export function describeSmtpError(e: SmtpErrorLike): Extract<SendOutcome, { kind: 'failed' }> {
  const reply = e.response ? scrubAddresses(e.response) : null
  const code = e.responseCode
  const command = (e.command ?? '').toUpperCase()
  if (e.code === 'ETIMEDOUT') return transient(PROVIDER_TIMEOUT, reply)
  if (e.code === 'EAUTH' || e.code === 'ENOAUTH' || command.startsWith('AUTH')) {
    return code !== undefined && code >= 400 && code < 500
      ? transient('Поштовий сервер тимчасово не приймає вхід', reply)
      : permanent('Поштовий сервер не прийняв логін або пароль', reply)
  }
  if (code !== undefined && code >= 400 && code < 500)
    return transient('Поштовий сервер тимчасово відмовив', reply)
  if (code !== undefined && code >= 500) {
    if (command.startsWith('MAIL')) {
      return { ...permanent('Поштовий сервер не приймає адресу відправника', reply), senderRefused: true }
    }
    if (command === 'DATA' && e.code === 'EMESSAGE') return permanent('Поштовий сервер відхилив лист', reply)
    return permanent(EMAIL_SEND_FAILED, reply)
  }
  if (e.code === 'EENVELOPE') return permanent(EMAIL_SEND_FAILED, reply)
  if (e.code === 'ETLS')
    return permanent('Не вдалося встановити захищене зʼєднання з поштовим сервером', reply)
  return transient(PROVIDER_UNREACHABLE, reply)
}
