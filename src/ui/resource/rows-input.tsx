/**
 * A field of sub-rows (FieldSpec.rows, widget 'rows'): a small table with one line of inputs per row,
 * a button that adds a row and one per row that removes it. Each cell is a FieldInput named for a
 * screen reader by its column and row ('Вік від, днів — рядок 2'); an error at `field.<i>.<sub>`,
 * from the schema or the server, shows under its own cell, one about the whole list under the table.
 */
import { Controller, useFieldArray, type Control, type FieldValues } from 'react-hook-form'
import { Plus, Trash2 } from 'lucide-react'
import { widgetOf, type FieldSpec } from '../../../domain/resources/define-resource'
import { Button } from '../button'
import { fieldErrorId } from '../form-field'
import { FieldInput } from './field-input'

/** The value of a new (or emptied) input of `spec`: unchecked, an empty text, a list with no items, or none. */
export function emptyValue(spec: FieldSpec): unknown {
  const widget = widgetOf(spec)
  if (widget === 'checkbox') return false
  if (widget === 'text' || widget === 'textarea') return ''
  if (widget === 'rows' || widget === 'list') return []
  return null
}

export interface RowsInputProps {
  id: string
  name: string
  spec: FieldSpec & { rows: NonNullable<FieldSpec['rows']> }
  control: Control<FieldValues>
  disabled: boolean
  /** The message about the whole list (e.g. too many rows). */
  error: string | undefined
}

export function RowsInput({ id, name, spec, control, disabled, error }: RowsInputProps) {
  const { fields, append, remove } = useFieldArray({ control, name })
  const columns = Object.entries(spec.rows.fields)
  const blank = () => Object.fromEntries(columns.map(([k, s]) => [k, emptyValue(s)]))
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? fieldErrorId(id) : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{spec.label}</legend>
      {spec.help && <p className="text-sm text-slate-600">{spec.help}</p>}
      {fields.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full border-separate border-spacing-1 text-sm">
            <thead>
              <tr>
                <th scope="col" className="w-8 text-left font-medium text-slate-600">
                  №
                </th>
                {columns.map(([k, s]) => (
                  <th key={k} scope="col" className="min-w-28 text-left font-medium text-slate-600">
                    {s.label}
                  </th>
                ))}
                <th scope="col">
                  <span className="sr-only">Дії</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((row, i) => (
                <tr key={row.id} className="align-top">
                  <td className="pt-3 text-slate-600">{i + 1}</td>
                  {columns.map(([k, s]) => {
                    const cellId = `${id}-${i}-${k}`
                    return (
                      <td key={k}>
                        <Controller
                          name={`${name}.${i}.${k}`}
                          control={control}
                          render={({ field, fieldState }) => (
                            <>
                              <FieldInput
                                id={cellId}
                                spec={{ ...s, help: undefined }}
                                label={`${s.label} — рядок ${i + 1}`}
                                value={field.value as unknown}
                                onChange={field.onChange}
                                onBlur={field.onBlur}
                                invalid={!!fieldState.error}
                                disabled={disabled}
                              />
                              {fieldState.error?.message && (
                                <p id={fieldErrorId(cellId)} role="alert" className="mt-1 text-red-700">
                                  {fieldState.error.message}
                                </p>
                              )}
                            </>
                          )}
                        />
                      </td>
                    )
                  })}
                  <td>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Видалити рядок ${i + 1}`}
                      disabled={disabled}
                      onClick={() => remove(i)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div>
        <Button variant="secondary" disabled={disabled} onClick={() => append(blank())}>
          <Plus aria-hidden="true" className="size-4" />
          {spec.rows.add}
        </Button>
      </div>
      {error && (
        <p id={fieldErrorId(id)} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
