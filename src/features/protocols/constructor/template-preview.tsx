/**
 * The template as the doctor will see it in a protocol: the same sheet the protocol screen draws, with
 * the values starting from their defaults and the calculated indicators worked out as one types — so a
 * formula can be tried before the template is saved. Nothing typed here is kept.
 */
import { useCallback, useMemo, useState } from 'react'
import {
  calculate,
  compileTemplate,
  initialValues,
  type IndicatorValue,
  type IndicatorValues,
} from '../../../../domain/protocols/protocol-values'
import type { TemplateIndicator } from '../../../../domain/protocols/template-rules'
import { ProtocolSheet } from '../protocol-sheet'

const NO_PROBLEMS: Readonly<Record<string, string>> = {}

export function TemplatePreview({ name, indicators }: { name: string; indicators: TemplateIndicator[] }) {
  const [typed, setTyped] = useState<IndicatorValues>({})
  const onValue = useCallback(
    (_template: number, code: string, v: IndicatorValue) => setTyped((t) => ({ ...t, [code]: v })),
    [],
  )
  const values = useMemo(() => ({ ...initialValues(indicators), ...typed }), [indicators, typed])
  const result = useMemo(() => calculate(compileTemplate(indicators), values), [indicators, values])
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-600">
        Так шаблон побачить лікар. Введені тут значення не зберігаються — спробуйте формули.
      </p>
      <ProtocolSheet
        sheet={{ templateId: 0, name: name || 'Новий шаблон', indicators, values }}
        calculated={result.values}
        failed={result.failed}
        problems={NO_PROBLEMS}
        disabled={false}
        removable={false}
        onValue={onValue}
        onRemove={() => undefined}
      />
    </div>
  )
}
