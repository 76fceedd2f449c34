/**
 * E-mail through SMTP with nodemailer (domain notes F1): one letter to one address, with attachments.
 * The Message-ID is the caller's, so a letter sent twice is recognisable as one. A timeout after the
 * whole letter went out (DATA) is `unknown` — the server may have taken it; before that it is transient.
 */
import nodemailer from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import { EMAIL_SEND_FAILED } from '../../../domain/notifications/notifications'
import { permanent, type PingResult, type SendOutcome } from '../send-outcome'
import { asSmtpError, describeSmtpError, scrubAddresses } from './smtp-errors'

export interface MailerConfig {
  host: string
  port: number
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean
  user?: string
  password?: string
  /** The sender, e.g. '"Клініка" <info@clinic.ua>'. */
  from: string
  timeoutMs?: number
}

export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

export interface MailSend {
  to: string
  subject: string
  text: string
  html?: string
  attachments?: MailAttachment[]
  /** Stable per notification, e.g. `notification-42@clinic-office`; brackets are added if missing. */
  messageId: string
}

export interface Mailer {
  send(input: MailSend): Promise<SendOutcome>
  verify(): Promise<PingResult>
}

/** One address, plainly formed: local@domain.tld, no spaces, no display name. */
const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/

export const isEmailAddress = (s: string) => ADDRESS.test(s.trim())

const asMessageId = (id: string) => {
  const bare = id.trim().replace(/^<|>$/g, '')
  return `<${bare.includes('@') ? bare : `${bare}@clinic-office`}>`
}

/** An SMTP mailer; it never throws and never logs. */
export function createMailer(config: MailerConfig): Mailer {
  const { host, port, secure, user, password, from, timeoutMs = 15_000 } = config

  /**
   * A transport per letter: its logger tells when the letter's body has been written out whole (nodemailer
   * logs the byte count then, at info level). Nothing the logger is given is kept.
   */
  function transport(onDataSent: () => void) {
    const options: SMTPTransport.Options = {
      host,
      port,
      secure,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
      ...(user ? { auth: { user, pass: password ?? '' } } : {}),
      logger: {
        level: () => undefined,
        trace: () => undefined,
        debug: () => undefined,
        info: (entry: unknown) => {
          if (entry && typeof entry === 'object' && (entry as { tnx?: unknown }).tnx === 'message')
            onDataSent()
        },
        warn: () => undefined,
        error: () => undefined,
        fatal: () => undefined,
      },
    }
    return nodemailer.createTransport(options)
  }

  return {
    async send({ to, subject, text, html, attachments, messageId }) {
      if (!isEmailAddress(to)) return permanent(EMAIL_SEND_FAILED)
      let dataSent = false
      const t = transport(() => (dataSent = true))
      try {
        const info = await t.sendMail({
          from,
          to: to.trim(),
          subject,
          text,
          ...(html ? { html } : {}),
          ...(attachments?.length ? { attachments } : {}),
          messageId: asMessageId(messageId),
        })
        return { kind: 'sent', providerMessageId: info.messageId, answer: scrubAddresses(info.response) }
      } catch (err) {
        const e = asSmtpError(err)
        if (e.code === 'ETIMEDOUT' && dataSent)
          return { kind: 'unknown', message: 'Поштовий сервер не відповів вчасно' }
        return describeSmtpError(e)
      } finally {
        t.close()
      }
    },

    async verify() {
      const t = transport(() => undefined)
      try {
        await t.verify()
        return { ok: true, answer: 'OK' }
      } catch (err) {
        return { ok: false, message: describeSmtpError(asSmtpError(err)).message }
      } finally {
        t.close()
      }
    },
  }
}
