/**
 * /settings/laboratory/analyzers (spec 001 §2, §4): the analyzers as a registered resource (list, form,
 * offline through the outbox) whose listener state follows the server live — the listener's changes
 * arrive as `resourcesChanged` on the realtime channel and the page pulls the change feed — and below,
 * the chosen analyzer's listener (state, start / stop / restart, latest messages, unmatched results) and
 * the mapping of its test codes to our tests.
 */
import { useMemo, useState } from 'react'
import { analyzers } from '../../../domain/laboratory/analyzers.resource'
import type { AnyResource } from '../../../domain/resources/define-resource'
import { allResources } from '../../../domain/resources/registry'
import { useRealtimeEvent } from '../../lib/realtime/use-realtime'
import { ResourcePage } from '../../ui/resource/resource-page'
import { usePulledResources, useResourceRows } from '../../ui/resource/use-resource'
import { FormField } from '../../ui/form-field'
import { Select } from '../../ui/select'
import { AnalyzerListener } from './analyzer-listener'
import { AnalyzerTestCodes } from './analyzer-test-codes'

/** Pulls the change feed when the server says analyzers changed, and after the channel reconnects. */
function ListenerStateLive() {
  // The same set of scopes as the page's own pull: one cursor, so each pull asks only for what changed.
  const { pull } = usePulledResources(allResources())
  useRealtimeEvent('resourcesChanged', (e) => {
    if (e.scopes.includes(analyzers.name)) void pull()
  })
  useRealtimeEvent('serverVersion', () => void pull())
  return null
}

// Loosely typed, as the registry holds every definition.
const analyzersDef = analyzers as unknown as AnyResource

function TestCodesSection() {
  const rows = useResourceRows(analyzersDef)
  const options = useMemo(
    () =>
      (rows ?? [])
        .filter((r) => typeof r.row.id === 'number')
        .map((r) => ({ value: String(r.row.id), label: analyzersDef.describe(r.row) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'uk')),
    [rows],
  )
  const [chosen, setChosen] = useState<string | null>(null)
  const id = chosen ?? options[0]?.value ?? null
  return (
    <section className="grid gap-4" aria-labelledby="analyzer-codes-title">
      <h2 id="analyzer-codes-title" className="text-xl font-semibold">
        Слухач і коди тестів аналізатора
      </h2>
      {options.length === 0 ? (
        <p className="text-slate-700">Спершу додайте аналізатор.</p>
      ) : (
        <>
          <FormField id="analyzer-codes-analyzer" label="Аналізатор">
            <Select
              id="analyzer-codes-analyzer"
              value={id}
              options={options}
              onChange={setChosen}
              className="max-w-md"
            />
          </FormField>
          {id && <AnalyzerListener key={`listener-${id}`} analyzerId={Number(id)} />}
          <h3 className="text-lg font-semibold">Коди тестів</h3>
          <p className="max-w-3xl text-slate-700">
            Який наш аналіз (і його показник) отримує результат кожного коду, що надсилає аналізатор.
            Зберігається весь список разом.
          </p>
          {id && <AnalyzerTestCodes key={id} analyzerId={Number(id)} />}
        </>
      )}
    </section>
  )
}

export function AnalyzersPage() {
  return (
    <div className="grid gap-12">
      <ResourcePage intro={<ListenerStateLive />} />
      <TestCodesSection />
    </div>
  )
}
