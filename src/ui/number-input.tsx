import type { ComponentProps } from 'react'
import { decimalChangeHandler } from '../lib/format/number-input'
import { Input } from './input'

export type NumberInputProps = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  /** The text with every comma turned into a dot. */
  onValueChange: (value: string) => void
}

/**
 * A decimal field. A text input with a decimal keypad, not type="number": that one refuses a comma
 * from a Ukrainian keyboard and has no caret position to keep.
 */
export function NumberInput({ onValueChange, ...props }: NumberInputProps) {
  return (
    <Input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      onChange={decimalChangeHandler(onValueChange)}
      {...props}
    />
  )
}
