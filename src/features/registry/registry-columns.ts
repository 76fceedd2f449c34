/**
 * The grid's columns: a column is a doctor on a day (the default), a cabinet on a day (its doctors'
 * slots together), or — in the week view — one doctor's day. Each slot keeps the doctor it belongs to,
 * so booking and the cell's labels name the right doctor whatever the columns are.
 */
import type { RegistryDay, RegistryDoctor, RegistrySlot } from '../../../domain/schedule/registry-day.schema'

export interface GridColumn {
  key: string
  title: string
  subtitle: string | null
  slots: RegistrySlot[]
  /** Bookings of the day on no slot of it (doctor columns only). */
  offSchedule: number
}

export type ColumnsBy = 'doctor' | 'cabinet'

/** Which doctor each slot of the days belongs to. */
export function slotDoctors(days: ReadonlyArray<RegistryDay | undefined>): Map<RegistrySlot, RegistryDoctor> {
  const map = new Map<RegistrySlot, RegistryDoctor>()
  for (const day of days) for (const d of day?.doctors ?? []) for (const s of d.slots) map.set(s, d)
  return map
}

export function doctorColumns(day: RegistryDay): GridColumn[] {
  return day.doctors.map((d) => ({
    key: `d${d.id}`,
    title: d.name,
    subtitle: d.specialization,
    slots: d.slots,
    offSchedule: d.offSchedule.length,
  }))
}

/** One column per cabinet (by filial and number), its doctors' slots by time; slots without a cabinet last. */
export function cabinetColumns(day: RegistryDay): GridColumn[] {
  const byCabinet = new Map<
    string,
    { title: string; subtitle: string | null; slots: RegistrySlot[]; doctors: Set<string> }
  >()
  for (const d of day.doctors)
    for (const s of d.slots) {
      const key = s.cabinetId === null ? 'none' : `c${s.cabinetId}`
      let col = byCabinet.get(key)
      if (!col) {
        col = {
          title: s.cabinet ? `Кабінет ${s.cabinet}` : 'Без кабінету',
          subtitle: s.filialName,
          slots: [],
          doctors: new Set(),
        }
        byCabinet.set(key, col)
      }
      col.slots.push(s)
      col.doctors.add(d.name)
    }
  return [...byCabinet.entries()]
    .sort(([a, x], [b, y]) =>
      a === 'none'
        ? 1
        : b === 'none'
          ? -1
          : `${x.subtitle ?? ''} ${x.title}`.localeCompare(`${y.subtitle ?? ''} ${y.title}`, 'uk', {
              numeric: true,
            }),
    )
    .map(([key, c]) => ({
      key,
      title: c.title,
      subtitle: [c.subtitle, [...c.doctors].join(', ')].filter(Boolean).join(' · ') || null,
      slots: [...c.slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
      offSchedule: 0,
    }))
}

const weekdayShort = ['Нд', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб']

/** The Monday of the week of `date` (YYYY-MM-DD), and the seven days from it. */
export function weekOf(date: string): string[] {
  const noon = Date.parse(`${date}T12:00:00Z`)
  const monday = noon - ((new Date(noon).getUTCDay() + 6) % 7) * 86_400_000
  return Array.from({ length: 7 }, (_, i) => new Date(monday + i * 86_400_000).toISOString().slice(0, 10))
}

/** One doctor's week: a column a day, titled "Пн, 02.03"; a day they do not work is an empty column. */
export function weekColumns(
  dates: readonly string[],
  days: ReadonlyArray<RegistryDay | undefined>,
  doctorId: number,
): GridColumn[] {
  return dates.map((date, i) => {
    const doctor = days[i]?.doctors.find((d) => d.id === doctorId)
    const [y, m, d] = date.split('-')
    return {
      key: date,
      title: `${weekdayShort[new Date(`${date}T12:00:00Z`).getUTCDay()]}, ${d}.${m}.${y}`,
      subtitle: days[i] === undefined ? 'завантаження…' : doctor ? null : 'не працює',
      slots: doctor?.slots ?? [],
      offSchedule: doctor?.offSchedule.length ?? 0,
    }
  })
}
