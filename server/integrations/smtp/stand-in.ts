/**
 * A local SMTP server for tests and the demo (domain notes F4): smtp-server on 127.0.0.1, login
 * optional, no STARTTLS, every letter parsed with mailparser and kept in memory — plus scripted faults:
 * a recipient refused (550), a temporary refusal (451), or the end of DATA answered late.
 */
import { SMTPServer, type SMTPServerAddress } from 'smtp-server'
import { simpleParser, type AddressObject } from 'mailparser'

export interface SmtpReceived {
  from: string
  to: string[]
  subject: string
  text: string
  html: string | null
  messageId: string | null
  attachments: { filename: string | null; contentType: string; size: number }[]
}

export type SmtpFault =
  { kind: 'reject-recipient' } | { kind: 'tempfail' } | { kind: 'slow-data'; ms: number }

export interface SmtpStandIn {
  host: string
  port: number
  messages: SmtpReceived[]
  fail(next: SmtpFault): void
  close(): Promise<void>
}

const smtpError = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode })

const addresses = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((o) => o.value.map((v) => v.address ?? '')).filter(Boolean)

/** Starts the stand-in; port 0 picks a free one. */
export async function startSmtpStandIn({ port = 0 }: { port?: number } = {}): Promise<SmtpStandIn> {
  const messages: SmtpReceived[] = []
  const faults: SmtpFault[] = []
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'stand-in' }),
    onRcptTo(_address: SMTPServerAddress, _session, callback) {
      const fault = faults[0]
      if (fault?.kind === 'reject-recipient') {
        faults.shift()
        return callback(smtpError(550, '5.1.1 Mailbox unavailable'))
      }
      if (fault?.kind === 'tempfail') {
        faults.shift()
        return callback(smtpError(451, '4.3.0 Try again later'))
      }
      callback()
    },
    onData(stream, session, callback) {
      const fault = faults[0]?.kind === 'slow-data' ? faults.shift() : undefined
      simpleParser(stream)
        .then(async (mail) => {
          const envelopeFrom = session.envelope.mailFrom
          messages.push({
            from: (envelopeFrom && envelopeFrom.address) || addresses(mail.from)[0] || '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            messageId: mail.messageId ?? null,
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? null,
              contentType: a.contentType,
              size: a.size,
            })),
          })
          if (fault?.kind === 'slow-data') await new Promise((r) => setTimeout(r, fault.ms))
          callback()
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error('parse failed')))
    },
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  return {
    host: '127.0.0.1',
    port: typeof address === 'object' && address ? address.port : port,
    messages,
    fail: (next) => void faults.push(next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
