/**
 * Check, confirm and finish the cart (spec 000 §2.8, §5). These need the server: it checks barcodes
 * and codes against other orders, holds the booked slots and writes off deposits, so offline the
 * buttons say why they wait instead of pretending.
 */
import { memo, useState } from 'react'
import type { McOrder } from '../../../domain/orders/order.schema'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { Button } from '../../ui/button'
import { useOnlineStatus } from '../../shared/use-online-status'
import type { FieldErrors, Run } from './order-writes'

export const CartActions = memo(function CartActions({
  order,
  errors,
  run,
}: {
  order: McOrder
  errors: FieldErrors
  run: Run
}) {
  const online = useOnlineStatus()
  const can = (e: McOrder['allowedEvents'][number]) => order.allowedEvents.includes(e)
  const act = (write: Parameters<Run>[0], done: string) => {
    void run(write, done)
  }
  const [negative, setNegative] = useState<string | null>(null)
  const finish = async () => {
    const out = await run((w) => w.finish(), 'Оформлення кошика завершено')
    // The cash deposit write-off would take the balance below zero: only with an explicit yes.
    const below =
      out.kind === 'refused' ? out.item.lastError?.errors?.write_off_sum_of_cash_deposit?.[0] : undefined
    if (below) setNegative(below)
  }
  const count = Object.keys(errors).length
  return (
    <section className="grid gap-2" aria-label="Дії з кошиком">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={!online || !can('confirm_cart')}
          onClick={() => act((w) => w.check(false), 'Кошик перевірено')}
        >
          Перевірити
        </Button>
        <Button
          disabled={!online || !can('confirm_cart')}
          onClick={() => act((w) => w.check(true), 'Кошик оформлено')}
        >
          Оформити
        </Button>
        <Button disabled={!online || !can('finish_cart')} onClick={() => void finish()}>
          Завершити оформлення
        </Button>
      </div>
      {!online && (
        <p role="status" className="text-sm text-slate-700">
          Без мережі кошик можна складати, а перевірити, оформити й завершити — лише онлайн: сервер звіряє
          штрихкоди, запис до лікарів і депозит.
        </p>
      )}
      <ConfirmDialog
        open={negative !== null}
        title="Баланс депозиту стане відʼємним"
        confirmLabel="Завершити зі списанням"
        onCancel={() => setNegative(null)}
        onConfirm={() => {
          setNegative(null)
          void run((w) => w.finish({ confirmNegativeBalance: true }), 'Оформлення кошика завершено')
        }}
      >
        <p>{negative}</p>
      </ConfirmDialog>
      {count > 0 && (
        <p role="alert" className="text-sm text-red-700">
          Виправте позначені поля ({count}).
        </p>
      )}
    </section>
  )
})
