/**
 * A resource field pointing into a lookup set (FieldSpec `lookup`): a combobox over the device's copy of
 * the set — type part of the code or name, pick a match. Works offline on the copy last received; a
 * device that never had the set says it needs the network once.
 */
import { useCallback } from 'react'
import { lookupItemText, lookups, type LookupName } from '../../../domain/resources/lookups'
import { Combobox, type ComboboxMatches } from '../combobox'
import { searchLookup } from './lookup-search'
import { useLookupIndex } from './use-lookup'

/** Matches shown at once; more are found by typing more. */
const SHOWN = 50

export interface LookupInputProps {
  id: string
  lookup: LookupName
  value: unknown
  onChange: (value: number | null) => void
  onBlur: () => void
  invalid: boolean
  disabled?: boolean | undefined
  describedBy?: string | undefined
  placeholder?: string | undefined
}

export function LookupInput({ id, lookup, value, onChange, onBlur, ...rest }: LookupInputProps) {
  const spec = lookups[lookup]
  const { index, loading } = useLookupIndex(lookup)
  const chosen = typeof value === 'number' ? value : null
  const item = chosen === null ? undefined : index?.byId.get(chosen)
  const search = useCallback(
    (text: string): ComboboxMatches => {
      if (!index)
        return {
          options: [],
          note: loading
            ? 'Завантажую список…'
            : 'Список ще не завантажено на пристрій: потрібен звʼязок із сервером',
        }
      const { found, total } = searchLookup(index, text, SHOWN)
      return {
        options: found.map((i) => ({
          value: String(i.id),
          label: lookupItemText(i),
          note: i.inactive ? 'не опубліковано' : undefined,
        })),
        note:
          total === 0
            ? 'Нічого не знайдено'
            : total > found.length
              ? `Показано ${found.length} з ${total.toLocaleString('uk-UA')}: уточніть пошук`
              : undefined,
      }
    },
    [index, loading],
  )
  return (
    <Combobox
      id={id}
      value={chosen === null ? null : String(chosen)}
      // A choice the device's copy does not know (yet) still shows which record it is.
      valueLabel={item ? lookupItemText(item) : chosen === null ? '' : `№ ${chosen}`}
      search={search}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      onBlur={onBlur}
      listLabel={spec.title}
      placeholder={rest.placeholder ?? spec.placeholder}
      invalid={rest.invalid}
      disabled={rest.disabled}
      describedBy={rest.describedBy}
    />
  )
}
