/**
 * Adds catalogue items to a price list: services to a services list, tests to a tests list, each with
 * its price. The server refuses the whole request when one item is already in the list ('Помилка при
 * прикріпленні послуг', the item's row says why).
 */
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { PriceList } from '../../../domain/price-lists/price-list.schema'
import { ApiError } from '../../lib/api/api-error'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogTitle } from '../../ui/dialog'
import { CataloguePicker, priceErrors, requestItems, type PickedItem } from './catalogue-picker'
import { addPositions, priceListKeys } from './price-lists.api'
import { newUuid } from '../../lib/new-uuid'

export function AddPositionsDialog({
  list,
  online,
  onClose,
}: {
  list: PriceList
  online: boolean
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const [picked, setPicked] = useState<PickedItem[]>([])
  const [errors, setErrors] = useState<Record<number, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [key, setKey] = useState(() => newUuid())

  const save = async () => {
    const wrong = priceErrors(picked)
    setErrors(wrong)
    if (Object.keys(wrong).length) return
    setBusy(true)
    setFailure(null)
    try {
      const done = await addPositions(list.id, { items: requestItems(list.type, picked) }, key)
      toast.success(`Додано позицій: ${done.created}`)
      await queryClient.invalidateQueries({ queryKey: priceListKeys.all })
      onClose()
    } catch (e) {
      setKey(newUuid())
      if (!(e instanceof ApiError)) {
        setFailure('Помилка при прикріпленні послуг: немає звʼязку з сервером.')
        return
      }
      const byItem: Record<number, string> = {}
      for (const [k, messages] of Object.entries(e.errors)) {
        const item = picked[Number(k.split('.')[1])]
        if (item) byItem[item.id] = messages.join('; ')
      }
      setErrors(byItem)
      setFailure(e.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent dismissible={false} className="w-[min(52rem,calc(100vw-2rem))]">
        <DialogTitle className="mb-4">Додати позиції до «{list.nameUk}»</DialogTitle>
        <div className="grid gap-4">
          <CataloguePicker
            type={list.type}
            picked={picked}
            onChange={setPicked}
            errors={errors}
            discount={list.discount}
            disabled={busy}
          />
          {failure && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {failure}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Скасувати
            </Button>
            <Button disabled={!online || busy || picked.length === 0} onClick={() => void save()}>
              Додати ({picked.length})
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  )
}
