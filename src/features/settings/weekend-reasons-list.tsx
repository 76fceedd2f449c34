/** The editable rows of the weekend reasons list: rename in place, delete, with each row's error. */
import { Trash2 } from 'lucide-react'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'

export interface ReasonRow {
  uuid: string
  id?: number | undefined
  name: string
  version?: number | undefined
}

export function WeekendReasonsList({
  rows,
  errors,
  onRename,
  onDelete,
}: {
  rows: ReasonRow[]
  errors: Record<string, string>
  onRename: (uuid: string, name: string) => void
  onDelete: (uuid: string) => void
}) {
  if (rows.length === 0) return <p className="text-slate-600">Причин вихідних ще немає.</p>
  return (
    <ol className="grid gap-2">
      {rows.map((r, i) => (
        <li key={r.uuid} className="grid gap-1">
          <div className="flex items-center gap-2">
            <Input
              aria-label={`Причина ${i + 1}`}
              value={r.name}
              aria-invalid={errors[r.uuid] ? true : undefined}
              onChange={(e) => onRename(r.uuid, e.target.value)}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Видалити «${r.name}»`}
              onClick={() => onDelete(r.uuid)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
          {errors[r.uuid] && (
            <p role="alert" className="text-sm text-red-700">
              {errors[r.uuid]}
            </p>
          )}
        </li>
      ))}
    </ol>
  )
}
