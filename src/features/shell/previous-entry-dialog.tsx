import { lazy, Suspense, useState } from 'react'
import { NotebookPen } from 'lucide-react'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../ui/dialog'
import { PageLoader } from '../../ui/page-loader'
import { wideLabel } from './header-label'

// Loaded when the dialog first opens: the shell stays light for every page.
const PreviousEntryForm = lazy(() =>
  import('../../shared/previous-entries/previous-entry-form').then((m) => ({ default: m.PreviousEntryForm })),
)

/**
 * The header's 'Попередній запис' dialog (spec 000 §2.3): 70 % wide, closed only by its button —
 * Escape or a click outside must not throw away a half-filled form. It holds the patients area's
 * previous-entry form, which closes the dialog after a registration or on 'Скасувати'.
 */
export function PreviousEntryDialog() {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" className="px-3" title="Попередній запис">
          <NotebookPen aria-hidden="true" className="size-5" />
          <span className={wideLabel}>Попередній запис</span>
        </Button>
      </DialogTrigger>
      <DialogContent dismissible={false} className="w-[70%] max-w-none">
        <DialogTitle>Попередній запис</DialogTitle>
        <DialogDescription className="sr-only">Реєстрація попереднього запису пацієнта</DialogDescription>
        <div className="mt-4">
          <Suspense fallback={<PageLoader />}>
            <PreviousEntryForm onClose={() => setOpen(false)} />
          </Suspense>
        </div>
      </DialogContent>
    </Dialog>
  )
}
