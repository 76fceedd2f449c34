/**
 * A template's live preview under its text in the generic form (a form add-on): the text as a patient
 * would get it, filled with sample values by the very renderTemplate the server sends with, its length
 * against the channel's limit and, for SMS, how many parts it takes.
 */
import { useWatch } from 'react-hook-form'
import {
  channelLabels,
  notificationChannels,
  type NotificationChannel,
} from '../../../domain/notifications/notifications'
import { smsParts } from '../../../domain/notifications/sms-parts'
import {
  channelTextLimit,
  plural,
  renderTemplate,
  sampleValues,
} from '../../../domain/notifications/templates'
import { cn } from '../../lib/cn'
import type { FormAddonProps } from '../../ui/resource/form-addons'

const isChannel = (v: unknown): v is NotificationChannel =>
  typeof v === 'string' && (notificationChannels as readonly string[]).includes(v)

const count = (n: number) => n.toLocaleString('uk-UA')

export function TemplatePreview({ def, control }: FormAddonProps) {
  // The generic form's values are untyped; each is checked below.
  const watched: unknown[] = useWatch({ control, name: ['text', 'channel', 'subject'] })
  const [rawText, rawChannel, rawSubject] = watched
  const text = typeof rawText === 'string' ? rawText : ''
  const channel = isChannel(rawChannel) ? rawChannel : null
  const subject = typeof rawSubject === 'string' ? rawSubject : ''
  const shown = renderTemplate(text, sampleValues)
  const limit = channel ? channelTextLimit[channel] : null
  const over = limit !== null && text.length > limit
  const sms = channel === 'sms' ? smsParts(shown) : null
  return (
    <section
      aria-labelledby={`${def.name}-preview`}
      className="grid gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      <h3 id={`${def.name}-preview`} className="font-medium text-slate-800">
        Попередній перегляд{channel ? ` · ${channelLabels[channel]}` : ''}
      </h3>
      {channel === 'email' && subject && (
        <p className="font-medium">{renderTemplate(subject, sampleValues)}</p>
      )}
      <p data-testid="template-preview-text" className="whitespace-pre-line text-slate-900">
        {shown || <span className="text-slate-500">Текст зʼявиться тут, щойно ви його введете.</span>}
      </p>
      <p className={cn('text-slate-700', over && 'font-medium text-red-700')} data-testid="template-length">
        {limit === null
          ? `Символів у шаблоні: ${count(text.length)}`
          : `Символів у шаблоні: ${count(text.length)} з ${count(limit)}${over ? ' — забагато' : ''}`}
      </p>
      {sms && sms.parts > 0 && (
        <p className="text-slate-700" data-testid="sms-parts">
          З прикладом: {count(sms.length)} симв., {plural(sms.parts, ['частина', 'частини', 'частин'])} SMS
          (по {sms.perPart}, {sms.encoding === 'ucs2' ? 'кирилиця' : 'латиниця'})
        </p>
      )}
    </section>
  )
}
