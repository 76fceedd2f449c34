import { NotebookPen } from 'lucide-react'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../ui/dialog'

/**
 * The header's 'Попередній запис' dialog (spec 000 §2.3): 70 % wide, closed only by its button —
 * Escape or a click outside must not throw away a half-filled form. The form itself (patient search,
 * doctor, deadline) comes with the patients area; until then the dialog says so.
 */
export function PreviousEntryDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" className="px-3" title="Попередній запис">
          <NotebookPen aria-hidden="true" className="size-5" />
          <span className="sr-only xl:not-sr-only">Попередній запис</span>
        </Button>
      </DialogTrigger>
      <DialogContent dismissible={false} className="w-[70%] max-w-none">
        <DialogTitle>Попередній запис</DialogTitle>
        <DialogDescription className="mt-4">
          Форма реєстрації попереднього запису з’явиться разом із розділом пацієнтів.
        </DialogDescription>
      </DialogContent>
    </Dialog>
  )
}
