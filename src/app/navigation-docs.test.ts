// The docs that list navigation facts stay in step with the code that defines them.
import { describe, expect, it } from 'vitest'
import readme from '../../README.md?raw'
import navigationReadme from '../../domain/navigation/README.md?raw'
import { navRoutes } from '../../domain/navigation/nav-routes'
import { reportGroups } from '../../domain/navigation/reports-nav'
import { notBuiltYet } from './route-pages'

const notBuiltRows = () => {
  const section = readme.slice(readme.indexOf('## Not built yet'))
  const rows = [...section.matchAll(/^\| ([^|]+?) \|/gm)].map((m) => m[1])
  return rows.filter((cell) => cell !== 'section' && !cell?.startsWith('-'))
}

describe('navigation docs', () => {
  it('README lists exactly the sections whose pages are not built yet', () => {
    // Attached the last page of a section? Remove its row from README.md "Not built yet".
    expect(notBuiltRows()).toEqual(notBuiltYet().map((s) => s.title))
  })

  it('README counts the settings pages still without a page', () => {
    const page = /^\/settings\/[^/]+\/[^/]+$/
    const all = navRoutes.filter((r) => page.test(r.path)).length
    const missing = notBuiltYet()
      .flatMap((s) => s.paths)
      .filter((p) => page.test(p)).length
    expect(readme).toContain(`| Налаштування | ${missing} of the ${all} \`/settings/<group>/<page>\` routes`)
  })

  it('README counts the reports still without a page', () => {
    const report = /^\/reports\/[^/]+$/
    const all = navRoutes.filter((r) => report.test(r.path)).length
    const missing = notBuiltYet()
      .flatMap((s) => s.paths)
      .filter((p) => report.test(p)).length
    expect(readme).toContain(`| Звіти | ${missing} of the ${all} \`/reports/*\` entries`)
  })

  it('domain/navigation/README.md documents every report’s permissions', () => {
    for (const r of reportGroups.flatMap((g) => g.children ?? [])) {
      const perms = (r.permissions ?? []).map((p) => `\`${p}\``).join(', ')
      expect(navigationReadme).toContain(
        `| \`${r.path}\` | ${r.title} | ${perms} | ${r.disabled ? 'yes' : ''} |`,
      )
    }
  })
})
