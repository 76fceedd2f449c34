/**
 * /settings/finances/mass-attachment (spec 001 §2): attach services (or tests) with their prices to many
 * price lists at once. A list that already holds an item keeps its own position (counted as skipped);
 * anything the server refuses stores nothing ('Помилка при прикріпленні послуг'). Online only.
 */
import { useState } from 'react'
import { Navigate } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { can } from '../../../domain/permissions/check'
import { ApiError } from '../../lib/api/api-error'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button } from '../../ui/button'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { PageLoader } from '../../ui/page-loader'
import { Select } from '../../ui/select'
import { CataloguePicker, priceErrors, requestItems, type PickedItem } from './catalogue-picker'
import { PRICE_LIST_PERMISSION, typeLabels, validityText } from './price-list-words'
import { fetchPriceLists, massAttachment, priceListKeys } from './price-lists.api'
import { newUuid } from '../../lib/new-uuid'

export function MassAttachmentPage() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const allowed = can(user.permissions, PRICE_LIST_PERMISSION)
  const queryClient = useQueryClient()
  const [type, setType] = useState<'services' | 'tests'>('services')
  const lists = useQuery({
    queryKey: priceListKeys.list({ page: 1, type }, 100),
    queryFn: ({ signal }) => fetchPriceLists({ page: 1, type }, signal, 100),
    enabled: allowed,
  })
  const [chosen, setChosen] = useState<Set<number>>(new Set())
  const [picked, setPicked] = useState<PickedItem[]>([])
  const [errors, setErrors] = useState<Record<number, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [key, setKey] = useState(() => newUuid())
  if (!allowed) return <Navigate to="/403" replace />

  const changeType = (t: 'services' | 'tests') => {
    setType(t)
    setChosen(new Set())
    setPicked([])
    setErrors({})
    setFailure(null)
  }
  const save = async () => {
    const wrong = priceErrors(picked)
    setErrors(wrong)
    if (chosen.size === 0) setFailure('Оберіть прайс-листи')
    if (Object.keys(wrong).length || chosen.size === 0) return
    setBusy(true)
    setFailure(null)
    try {
      const done = await massAttachment({ priceListIds: [...chosen], items: requestItems(type, picked) }, key)
      toast.success(
        `Прикріплено позицій: ${done.created}` +
          (done.skipped ? `; уже були в прайс-листах: ${done.skipped}` : ''),
      )
      setKey(newUuid())
      setPicked([])
      await queryClient.invalidateQueries({ queryKey: priceListKeys.all })
    } catch (e) {
      setKey(newUuid())
      if (!(e instanceof ApiError)) {
        setFailure('Помилка при прикріпленні послуг: немає звʼязку з сервером.')
        return
      }
      const byItem: Record<number, string> = {}
      for (const [k, messages] of Object.entries(e.errors)) {
        const item = picked[Number(k.split('.')[1])]
        if (k.startsWith('items.') && item) byItem[item.id] = messages.join('; ')
      }
      setErrors(byItem)
      setFailure(e.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="grid max-w-5xl gap-5">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">Масове прикріплення</h1>
        <p className="text-slate-700">
          Додайте послуги чи аналізи з ціною одразу до кількох прайс-листів. Там, де позиція вже є, її ціна не
          зміниться.
        </p>
      </div>
      <OnlineOnlyNote online={online}>
        Прикріплення працює лише онлайн: зараз звʼязку немає, тож зберегти не вийде.
      </OnlineOnlyNote>
      <div className="w-56">
        <Select
          aria-label="Що прикріплюємо"
          value={type}
          options={[
            { value: 'services', label: typeLabels.services },
            { value: 'tests', label: typeLabels.tests },
          ]}
          disabled={busy}
          onChange={(v) => changeType(v === 'tests' ? 'tests' : 'services')}
        />
      </div>
      <fieldset className="grid gap-2 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">
          Прайс-листи ({chosen.size} обрано)
        </legend>
        {lists.isPending ? (
          <PageLoader />
        ) : lists.isError ? (
          <p role="alert">Не вдалося прочитати прайс-листи. Перевірте звʼязок.</p>
        ) : (
          <ul className="grid max-h-72 gap-1 overflow-y-auto">
            {lists.data.data.map((l) => (
              <li key={l.id}>
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={chosen.has(l.id)}
                    disabled={busy}
                    onChange={(e) =>
                      setChosen((s) => {
                        const next = new Set(s)
                        if (e.target.checked) next.add(l.id)
                        else next.delete(l.id)
                        return next
                      })
                    }
                  />
                  <span>
                    {l.nameUk} <span className="text-sm text-slate-600">· {validityText(l)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <CataloguePicker
        key={type}
        type={type}
        picked={picked}
        onChange={setPicked}
        errors={errors}
        disabled={busy}
      />
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <div>
        <Button disabled={!online || busy || picked.length === 0} onClick={() => void save()}>
          Прикріпити
        </Button>
      </div>
    </div>
  )
}
