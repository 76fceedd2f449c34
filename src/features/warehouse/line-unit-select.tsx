/**
 * The unit a line's quantity is typed in: the nomenclature's storage or use unit. Controlled, so a line
 * saved in use units opens with the use unit chosen rather than the first option.
 */
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { selectClass } from '../../ui/select-field'
import type { ProductChoice } from './use-stock-document-choices'

export function LineUnitSelect<T extends FieldValues>({
  control,
  name,
  id,
  product,
  disabled,
}: {
  control: Control<T>
  name: FieldPath<T>
  id: string
  product: Pick<ProductChoice, 'storageUnit' | 'useUnit'> | undefined
  disabled: boolean
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <select
          id={id}
          className={selectClass}
          disabled={disabled}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(ev) => field.onChange(ev.target.value)}
        >
          <option value="storage">{product?.storageUnit || 'од. зберігання'}</option>
          <option value="use">{product?.useUnit || 'од. використання'}</option>
        </select>
      )}
    />
  )
}
