/** City and filial names from the cached current-state, so the conflict view shows names, not ids. */
import { useMemo } from 'react'
import type { CurrentState } from '../../../domain/references/current-state.schema'
import type { Names } from '../../offline/entities/describe'
import { useReference } from '../../offline/react/use-reference'

export function useSettingsNamesForSync(): Names {
  const { data } = useReference<{ data: CurrentState }>('/current-state')
  return useMemo(() => {
    const s = data?.data
    return {
      cities: new Map((s?.cities ?? []).map((c) => [String(c.key), c.value])),
      filials: new Map((s?.filialsForSelect ?? []).map((f) => [String(f.key), f.value])),
    }
  }, [data])
}
