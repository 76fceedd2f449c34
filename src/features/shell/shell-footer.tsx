// Read once per page load: a tab left open over New Year shows last year until the next reload.
const CURRENT_YEAR = new Date().getFullYear()

/** The footer crediting the company (spec 000 §1): from 2021 to the current year. */
export function ShellFooter() {
  const years = CURRENT_YEAR > 2021 ? `2021–${CURRENT_YEAR}` : '2021'
  return (
    <footer className="border-t border-slate-200 px-4 py-3 text-xs text-slate-600 print:hidden">
      © {years} Clinic Office Digital Health
    </footer>
  )
}
