/**
 * The log's filters as a form: typed and picked freely, applied together by «Сформувати» (the log is
 * read only then, not on every keystroke). The server's refusals (no period, over 30 days) show on
 * their fields.
 */
import { useState, type FormEvent } from 'react'
import {
  channelLabels,
  eventLabels,
  notificationChannels,
  notificationEvents,
  notificationStatuses,
  statusLabels,
} from '../../../domain/notifications/notifications'
import { Button } from '../../ui/button'
import { DateField } from '../../ui/date-field'
import { fieldErrorId, FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { selectClass } from '../../ui/select-field'
import type { LogFilterDraft } from './notification-filters'

export interface NotificationFilterBarProps {
  applied: LogFilterDraft
  /** The server's messages by filter (from, to, …). */
  errors: Readonly<Record<string, string | undefined>>
  onApply: (draft: LogFilterDraft) => void
}

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((k) => (
    <option key={k} value={k}>
      {labels[k]}
    </option>
  ))

const invalid = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': fieldErrorId(id) } : {}

export function NotificationFilterBar({ applied, errors, onApply }: NotificationFilterBarProps) {
  const [draft, setDraft] = useState(applied)
  const set = (patch: Partial<LogFilterDraft>) => setDraft((d) => ({ ...d, ...patch }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onApply({ ...draft, q: draft.q.trim() })
  }
  return (
    <form
      role="search"
      aria-label="Фільтри журналу"
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-md border border-slate-200 bg-white p-3 sm:p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <FormField id="nf-from" label="Період з" error={errors.from}>
          <DateField
            id="nf-from"
            value={draft.from || null}
            onChange={(v) => set({ from: v ?? '' })}
            {...invalid('nf-from', errors.from)}
          />
        </FormField>
        <FormField id="nf-to" label="по" error={errors.to}>
          <DateField
            id="nf-to"
            value={draft.to || null}
            onChange={(v) => set({ to: v ?? '' })}
            {...invalid('nf-to', errors.to)}
          />
        </FormField>
        <FormField id="nf-status" label="Статус" error={errors.status}>
          <select
            id="nf-status"
            className={selectClass}
            value={draft.status}
            onChange={(e) => set({ status: e.target.value as LogFilterDraft['status'] })}
            {...invalid('nf-status', errors.status)}
          >
            <option value="">Усі статуси</option>
            {options(notificationStatuses, statusLabels)}
          </select>
        </FormField>
        <FormField id="nf-channel" label="Канал" error={errors.channel}>
          <select
            id="nf-channel"
            className={selectClass}
            value={draft.channel}
            onChange={(e) => set({ channel: e.target.value as LogFilterDraft['channel'] })}
            {...invalid('nf-channel', errors.channel)}
          >
            <option value="">Усі канали</option>
            {options(notificationChannels, channelLabels)}
          </select>
        </FormField>
        <FormField id="nf-event" label="Подія" error={errors.event}>
          <select
            id="nf-event"
            className={selectClass}
            value={draft.event}
            onChange={(e) => set({ event: e.target.value as LogFilterDraft['event'] })}
            {...invalid('nf-event', errors.event)}
          >
            <option value="">Усі події</option>
            {options(notificationEvents, eventLabels)}
          </select>
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <FormField id="nf-q" label="Телефон, ел. пошта або номер замовлення" error={errors.q}>
          <Input
            id="nf-q"
            type="search"
            value={draft.q}
            onChange={(e) => set({ q: e.target.value })}
            {...invalid('nf-q', errors.q)}
          />
        </FormField>
        <Button type="submit">Сформувати</Button>
      </div>
    </form>
  )
}
