/**
 * Dialogs on Radix: focus trapped inside, returned to the trigger on close, the rest of the page inert.
 * `dismissible={false}` keeps a dialog open on Escape and on a click outside (spec 000 §2.3: a half-filled
 * form must not vanish by accident); its close button is then the only way out.
 */
import type { ComponentProps } from 'react'
import * as DialogPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { cn } from '../lib/cn'
import { Button } from './button'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger

type ContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  dismissible?: boolean
  /** 'centre' for a dialog, 'left' for a drawer sliding from the left edge. */
  side?: 'centre' | 'left'
  closeLabel?: string
}

export function DialogContent({
  className,
  children,
  dismissible = true,
  side = 'centre',
  closeLabel = 'Закрити',
  ...props
}: ContentProps) {
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault()
  }
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
      <DialogPrimitive.Content
        onEscapeKeyDown={keepOpen}
        onInteractOutside={keepOpen}
        className={cn(
          'fixed z-50 flex flex-col bg-white shadow-xl focus:outline-none',
          side === 'centre'
            ? 'top-1/2 left-1/2 max-h-[90dvh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl p-6'
            : 'inset-y-0 left-0 w-[290px] max-w-[85vw] overflow-y-auto',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close asChild>
          <Button variant="ghost" size="icon" className="absolute top-2 right-2" aria-label={closeLabel}>
            <X aria-hidden="true" className="size-5" />
          </Button>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('pr-12 text-lg font-semibold text-slate-900', className)}
      {...props}
    />
  )
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-slate-700', className)} {...props} />
}
