/** "Скинути пароль": the new password typed twice; the user's sessions end on the server at once. */
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import {
  staffPasswordFormSchema,
  type StaffPasswordForm,
  type StaffUserRow,
} from '../../../domain/staff/staff-users.schema'
import { ApiError } from '../../lib/api/api-error'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { setStaffPassword } from './staff.api'

export function StaffPasswordDialog({
  user,
  online,
  onClose,
}: {
  user: StaffUserRow
  online: boolean
  onClose: () => void
}) {
  const form = useForm<StaffPasswordForm>({
    resolver: zodResolver(staffPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', repeat: '' },
  })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await setStaffPassword(user.id, password)
      toast.success(`Пароль ${user.login} змінено: усі його сесії завершено`)
      onClose()
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      const onField = e.errors.password?.[0]
      if (onField) form.setError('password', { type: 'server', message: onField })
      else form.setError('root.server', { type: 'server', message: e.message })
    }
  })
  const field = (name: 'password' | 'repeat', label: string) => (
    <FormField id={`staff-new-${name}`} label={label} error={errors[name]?.message}>
      <Input
        id={`staff-new-${name}`}
        type="password"
        autoComplete="new-password"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? fieldErrorId(`staff-new-${name}`) : undefined}
        {...form.register(name)}
      />
    </FormField>
  )
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent dismissible={false}>
        <DialogTitle>Новий пароль для {user.login}</DialogTitle>
        <DialogDescription>
          Після зміни пароля користувача буде виведено з усіх пристроїв; увійти можна буде лише з новим.
        </DialogDescription>
        <form noValidate className="mt-4 grid gap-4" onSubmit={(e) => void submit(e)}>
          {field('password', 'Новий пароль *')}
          {field('repeat', 'Повторіть пароль *')}
          {errors.root?.server && (
            <p role="alert" className="text-sm text-red-700">
              {errors.root.server.message}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Скасувати
            </Button>
            <Button type="submit" disabled={!online || isSubmitting}>
              Змінити пароль
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
