/**
 * The protocol's templates: one sheet per template chosen (a fresh protocol has none), a select to add
 * one not chosen yet, and the removal of a sheet (asked first: its values go with it) while the protocol
 * can still be written.
 */
import { memo, useCallback, useMemo, useState } from 'react'
import type { ProtocolSheetTemplate } from '../../../domain/protocols/protocol.schema'
import type { Calculation, IndicatorValue } from '../../../domain/protocols/protocol-values'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { Select } from '../../ui/select'
import {
  fieldKeys,
  withTemplate,
  withValue,
  withoutSheet,
  type DraftSheet,
  type ProtocolDraft,
} from './protocol-model'
import { ProtocolSheet } from './protocol-sheet'

const noFailures: ReadonlyMap<string, string> = new Map()

export function ProtocolSheets({
  draft,
  templates,
  calculated,
  problems,
  disabled,
  edit,
}: {
  draft: ProtocolDraft
  /** The templates that may be added (their current versions). */
  templates: readonly ProtocolSheetTemplate[]
  /** Per sheet, in order: its values with the calculated ones worked out. */
  calculated: readonly Calculation[]
  problems: Readonly<Record<string, string>>
  disabled: boolean
  /** Changes the draft and drops the messages of `keys`. */
  edit: (change: (d: ProtocolDraft) => ProtocolDraft, ...keys: string[]) => void
}) {
  const [removing, setRemoving] = useState<DraftSheet | null>(null)
  // The templates not chosen yet: the same list from one keystroke to the next.
  const chosen = draft.sheets.map((s) => s.templateId).join(' ')
  const left = useMemo(() => {
    const ids = new Set(chosen.split(' ').map(Number))
    return templates.filter((t) => !ids.has(t.templateId))
  }, [templates, chosen])
  const add = useCallback(
    (t: ProtocolSheetTemplate) => edit((d) => withTemplate(d, t), fieldKeys.sheets),
    [edit],
  )
  const problem = problems[fieldKeys.sheets]
  // One callback for every row of every sheet, kept while `edit` is: a row renders only when its value does.
  const onValue = useCallback(
    (templateId: number, code: string, value: IndicatorValue) =>
      edit((d) => withValue(d, templateId, code, value), fieldKeys.value(templateId, code)),
    [edit],
  )
  const remove = (s: DraftSheet) =>
    edit(
      (d) => withoutSheet(d, s.templateId),
      fieldKeys.sheet(s.templateId),
      ...s.indicators.map((i) => fieldKeys.value(s.templateId, i.code)),
    )

  return (
    <section aria-labelledby="protocol-sheets-title" className="grid gap-3">
      <h2 id="protocol-sheets-title" className="text-lg font-semibold text-slate-900">
        Шаблони
      </h2>
      {draft.sheets.length === 0 && (
        <p className="text-slate-700">
          {disabled ? 'Шаблонів немає.' : 'Шаблонів ще немає: додайте шаблон, щоб заповнити показники.'}
        </p>
      )}
      {draft.sheets.map((s, n) => (
        <ProtocolSheet
          key={s.templateId}
          sheet={s}
          calculated={calculated[n]?.values ?? s.values}
          failed={calculated[n]?.failed ?? noFailures}
          problems={problems}
          disabled={disabled}
          removable={!disabled}
          onValue={onValue}
          onRemove={() => setRemoving(s)}
        />
      ))}
      {!disabled && (left.length > 0 || problem) && <TemplateAdd left={left} problem={problem} onAdd={add} />}
      <ConfirmDialog
        open={removing !== null}
        title={`Прибрати шаблон «${removing?.name ?? ''}»?`}
        confirmLabel="Прибрати"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove(removing)
          setRemoving(null)
        }}
      >
        Показники цього шаблону, заповнені в протоколі, буде прибрано разом із ним.
      </ConfirmDialog>
    </section>
  )
}

/** The select that adds a template not chosen yet (memoized: a keystroke in a sheet leaves it be). */
const TemplateAdd = memo(function TemplateAdd({
  left,
  problem,
  onAdd,
}: {
  left: readonly ProtocolSheetTemplate[]
  problem: string | undefined
  onAdd: (t: ProtocolSheetTemplate) => void
}) {
  return (
    <div className="max-w-md" data-invalid={problem ? true : undefined}>
      <FormField id="protocol-template-add" label="Додати шаблон" error={problem}>
        <Select
          id="protocol-template-add"
          value={null}
          options={left.map((t) => ({ value: String(t.templateId), label: t.name }))}
          placeholder={left.length > 0 ? 'Оберіть шаблон' : 'Усі шаблони вже додано'}
          disabled={left.length === 0}
          invalid={problem !== undefined}
          describedBy={problem ? fieldErrorId('protocol-template-add') : undefined}
          onChange={(v) => {
            const t = left.find((x) => String(x.templateId) === v)
            if (t) onAdd(t)
          }}
        />
      </FormField>
    </div>
  )
})
