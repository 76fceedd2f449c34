/**
 * Settings → medical center → schedule: pick a doctor, see their coming week as the cart will offer it,
 * and edit their weekly intervals and date exceptions (two resources, domain/schedule/schedule.resources.ts,
 * each list filtered to the chosen doctor). The overlap and past-date rules read other rows, so the
 * server decides them: offline, edits wait and may come back refused.
 */
import { useSearchParams } from 'react-router'
import { allResources, resourceByName } from '../../../domain/resources/registry'
import { useOnlineStatus } from '../../shared/use-online-status'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { LookupInput } from '../../ui/resource/lookup-input'
import { ResourceSection } from '../../ui/resource/resource-section'
import { usePulledResources } from '../../ui/resource/use-resource'
import { DoctorWeek } from './doctor-week'

const shown = ['doctor-schedules', 'schedule-exceptions'].flatMap((name) => resourceByName(name) ?? [])
/** Each list's doctor filter, as the sections keep it in the address. */
const doctorParams = shown.map((def) => `${def.name}.doctorId`)

export function SchedulePage() {
  usePulledResources(allResources())
  const online = useOnlineStatus()
  const [params, setParams] = useSearchParams()
  const raw = params.get(doctorParams[0]!)
  const doctorId = raw && /^\d+$/.test(raw) ? Number(raw) : null
  const choose = (id: number | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        for (const p of doctorParams) {
          if (id === null) next.delete(p)
          else next.set(p, String(id))
          next.delete(p.replace(/doctorId$/, 'page'))
        }
        return next
      },
      { replace: true },
    )
  return (
    <div className="grid gap-10">
      <div className="grid gap-4">
        <h1 className="text-2xl font-semibold">Розклад лікарів</h1>
        <p className="max-w-3xl text-slate-700">
          Оберіть лікаря, щоб побачити його тиждень і змінити розклад. Вільні слоти в кошику рахуються з цих
          годин: без перерв і вихідних, тривалістю послуги.
        </p>
        <OnlineOnlyNote online={online}>
          Немає звʼязку: зміни розкладу збережуться на пристрої, а перетини інтервалів і дати перевірить
          сервер, коли звʼязок повернеться.
        </OnlineOnlyNote>
        <div className="grid max-w-md gap-1">
          <label htmlFor="schedule-doctor" className="font-medium">
            Лікар
          </label>
          <LookupInput
            id="schedule-doctor"
            lookup="doctors"
            value={doctorId}
            onChange={choose}
            onBlur={() => undefined}
            invalid={false}
          />
        </div>
        {doctorId !== null && <DoctorWeek doctorId={doctorId} />}
      </div>
      {shown.map((def) => (
        <ResourceSection key={def.name} def={def} prefix={`${def.name}.`} heading="h2" />
      ))}
    </div>
  )
}
