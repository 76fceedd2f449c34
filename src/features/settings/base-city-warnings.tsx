/**
 * The base-city warnings of the cities-filial page (spec 001 §5): the server checks every city marked
 * base for a filial, a contractor and an active test price list; this shows what each one lacks. Asked
 * again whenever a city or filial on the device changes, online only (the check needs contractors and
 * price lists the device does not keep).
 */
import { useQuery } from '@tanstack/react-query'
import { baseCitiesResponseSchema } from '../../../domain/places/base-cities'
import { resourceByName } from '../../../domain/resources/registry'
import { api } from '../../lib/api/api'
import { useOnlineStatus } from '../../shared/use-online-status'
import { useResourceRows } from '../../ui/resource/use-resource'

const cities = resourceByName('cities')
const filials = resourceByName('filials')

export function BaseCityWarnings() {
  const online = useOnlineStatus()
  const cityRows = useResourceRows(cities)
  const filialRows = useResourceRows(filials)
  // Any city or filial edit (its version, or an unsent copy) asks the server again.
  const signature = [...(cityRows ?? []), ...(filialRows ?? [])]
    .map((r) => `${r.row.uuid}:${String(r.row.version)}:${r.row.isBase === true ? 1 : 0}`)
    .join(',')
  const check = useQuery({
    queryKey: ['base-city-warnings', signature],
    queryFn: () => api.request('/settings/base-cities/warnings', { schema: baseCitiesResponseSchema }),
    enabled: online,
    placeholderData: (previous) => previous,
  })
  const lacking = check.data?.data.filter((c) => c.warnings.length > 0) ?? []
  const complete = check.data?.data.filter((c) => c.warnings.length === 0) ?? []

  if (!online && !check.data)
    return (
      <p role="status" className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">
        Перевірка базових міст потребує зʼєднання з сервером: вона зʼявиться, коли мережа повернеться.
      </p>
    )
  if (check.isError)
    return (
      <p role="status" className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">
        Не вдалося перевірити базові міста. Спробуйте оновити сторінку.
      </p>
    )
  if (!check.data) return null
  return (
    <section aria-labelledby="base-cities-title" className="grid gap-2">
      <h2 id="base-cities-title" className="sr-only">
        Базові міста
      </h2>
      {lacking.map((city) => (
        <div
          key={city.id}
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p className="font-medium">Базове місто «{city.name}»:</p>
          <ul className="list-disc pl-5">
            {city.warnings.map((w) => (
              <li key={w.code}>{w.message}</li>
            ))}
          </ul>
        </div>
      ))}
      {complete.length > 0 && (
        <p className="text-sm text-slate-700">
          Базові міста з філіалом, контрагентом і активним прайс-листом аналізів:{' '}
          {complete.map((c) => c.name).join(', ')}.
        </p>
      )}
      {check.data.data.length === 0 && (
        <p className="text-sm text-slate-700">
          Базових міст ще немає: позначте місто «Базове місто» у його формі.
        </p>
      )}
    </section>
  )
}
