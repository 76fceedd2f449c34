/** City and filial choices (and names for the conflict view) from the cached current-state references. */
import { useMemo } from 'react'
import type { CurrentState } from '../../../domain/references/current-state.schema'
import type { Names } from '../../offline/entities/describe'
import { useReference } from '../../offline/react/use-reference'

export interface Choice {
  key: number
  value: string
  city: number | null
}

export function useSettingsChoices() {
  const { data } = useReference<{ data: CurrentState }>('/current-state')
  return useMemo(() => {
    const state = data?.data
    const cities: Choice[] = (state?.cities ?? []).map((c) => ({
      key: Number(c.key),
      value: c.value,
      city: null,
    }))
    const filials: Choice[] = (state?.filialsForSelect ?? [])
      .filter((f) => f.key !== '')
      .map((f) => ({ key: Number(f.key), value: f.value, city: f.city }))
    const names: Names = {
      cities: new Map(cities.map((c) => [String(c.key), c.value])),
      filials: new Map(filials.map((f) => [String(f.key), f.value])),
    }
    return { cities, filials, names, loaded: state !== undefined }
  }, [data])
}
