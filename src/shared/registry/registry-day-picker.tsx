/** The registry screens' day: previous, the DD.MM.YYYY field, next, and «Сьогодні»; `step` days a press. */
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '../../ui/button'
import { DateField } from '../../ui/date-field'
import { FIRST_DAY, inRange, LAST_DAY, plusDays } from './registry-days'

export function RegistryDayPicker({
  id,
  date,
  step = 1,
  onChange,
}: {
  id: string
  date: string
  step?: number
  /** A new day, or null for today. */
  onChange: (date: string | null) => void
}) {
  const what = step === 7 ? 'тиждень' : 'день'
  return (
    <>
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Дата
        </label>
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            size="icon"
            aria-label={`Попередній ${what}`}
            onClick={() => onChange(plusDays(date, -step))}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <DateField
            id={id}
            value={date}
            min={FIRST_DAY}
            max={LAST_DAY}
            onChange={(v) => v && inRange(v) && onChange(v)}
            className="w-40"
          />
          <Button
            variant="secondary"
            size="icon"
            aria-label={`Наступний ${what}`}
            onClick={() => onChange(plusDays(date, step))}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <Button variant="ghost" onClick={() => onChange(null)}>
        Сьогодні
      </Button>
    </>
  )
}
