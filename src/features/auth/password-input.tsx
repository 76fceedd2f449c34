import { useState, type ComponentProps } from 'react'
import { Eye, EyeOff } from 'lucide-react'
import { Input } from '../../ui/input'

/** A password field with a show/hide toggle, which helps on tablets where typos are common. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false)
  const Icon = visible ? EyeOff : Eye
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className="pr-12" />
      <button
        type="button"
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900"
        // A toggle keeps one name; its state is read from aria-pressed. The name avoids the word
        // "Пароль" so that the field keeps the only label containing it.
        aria-label="Показати введені символи"
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  )
}
