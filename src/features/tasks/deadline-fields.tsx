/**
 * A task's deadline as a day (DD.MM.YYYY, with the calendar) and a time (HH:MM), kept together as the
 * draft's 'YYYY-MM-DDTHH:MM'. A day without a time means by the end of that day.
 */
import { DateField } from '../../ui/date-field'
import { fieldErrorId } from '../../ui/form-field'
import { TimeField } from '../../ui/time-field'

const END_OF_DAY = '23:59'

export function DeadlineFields({
  value,
  invalid,
  onChange,
}: {
  value: string
  invalid: boolean
  onChange: (value: string) => void
}) {
  const day = value.slice(0, 10)
  const time = value.slice(11, 16)
  const described = invalid ? fieldErrorId('task-deadline') : undefined
  return (
    <div className="flex items-start gap-2">
      <DateField
        id="task-deadline"
        className="flex-1"
        value={day || null}
        aria-invalid={invalid || undefined}
        aria-describedby={described}
        onChange={(d) => onChange(d ? `${d}T${time || END_OF_DAY}` : '')}
      />
      <TimeField
        id="task-deadline-time"
        aria-label="Час терміну виконання"
        value={time}
        aria-invalid={invalid || undefined}
        aria-describedby={described}
        disabled={day === ''}
        onChange={(t) => day && onChange(`${day}T${t || END_OF_DAY}`)}
      />
    </div>
  )
}
