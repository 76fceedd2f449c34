/** Layout checks shared by the journeys: axe, touch target sizes, a one-line header, sideways scroll. */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Serious and critical axe findings, as "rule: target" lines so a failure says where. */
export async function seriousViolations(page: Page) {
  // Let the page transition finish: a half-faded page would fail contrast for the wrong reason.
  await page.waitForTimeout(400)
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))
}

/**
 * Visible interactive elements smaller than 44 × 44 px (visually hidden ones are skipped). A checkbox
 * inside its label is measured by the label: a tap anywhere on the label ticks it.
 */
export function smallTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, [role="menuitem"], input, select')]
      .map((el) => {
        const label = el.matches('input[type=checkbox], input[type=radio]') ? el.closest('label') : null
        return { el, box: (label ?? el).getBoundingClientRect() }
      })
      .filter(({ box }) => box.width > 1 && box.height > 1)
      .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
      .map(
        ({ el, box }) =>
          `${el.tagName} "${el.textContent?.trim() || el.getAttribute('aria-label')}" ${box.width}×${box.height}`,
      ),
  )
}

/** How far the page scrolls sideways (0 when it does not). */
export function sidewaysScroll(page: Page) {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth))
}

/**
 * The header bar as a user sees it: its height, any text that runs onto a second line, and anything
 * that sticks out of the bar or off the screen. Visually hidden names (1 px boxes) are skipped.
 */
export function headerLayout(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')
    if (!header) throw new Error('no header')
    const bar = header.getBoundingClientRect()
    const wrapped: string[] = []
    const outside: string[] = []
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      const box = node.parentElement?.getBoundingClientRect()
      if (!text || !box || box.width <= 1) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
      if (lines.size > 1) wrapped.push(text)
    }
    for (const el of header.querySelectorAll<HTMLElement>('a, button, [role=status]')) {
      const box = el.getBoundingClientRect()
      if (box.width <= 1) continue
      if (box.top < bar.top - 0.5 || box.bottom > bar.bottom + 0.5 || box.right > window.innerWidth + 0.5)
        outside.push(`${el.tagName} "${el.textContent?.trim() || el.getAttribute('aria-label')}"`)
    }
    return { height: header.offsetHeight, wrapped, outside }
  })
}
