/** A result's flag as a coloured word: the word carries the meaning, the colour only helps. */
import { labFlagLabels, type LabFlag } from '../../../domain/laboratory/lab-results.schema'
import { cn } from '../../lib/cn'

const tone: Record<LabFlag, string> = {
  none: '',
  normal: 'text-emerald-800',
  low: 'bg-amber-50 text-amber-900',
  high: 'bg-amber-50 text-amber-900',
  critical_low: 'bg-red-100 font-semibold text-red-900',
  critical_high: 'bg-red-100 font-semibold text-red-900',
}

export function LabFlagText({ flag }: { flag: LabFlag }) {
  if (flag === 'none') return null
  return <span className={cn('rounded px-1 text-sm', tone[flag])}>{labFlagLabels[flag]}</span>
}
