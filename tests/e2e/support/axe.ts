// Axe's WCAG 2.2 AA checks on the page as it is now, its violations as readable lines (empty when none).
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export async function axeViolations(
  page: Page,
  { include, tags = [...wcagTags, 'best-practice'] }: { include?: string; tags?: string[] } = {},
): Promise<string[]> {
  // Issue #31: axe runs and gathers its results in the page itself (legacy mode), not in a blank page opened for
  // each check, and returns only what failed: 1.7 s instead of 6-10 s on the block gallery. Our pages embed no
  // cross-origin frame, the one thing only the blank page can gather.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(tags)
    .options({ resultTypes: ['violations'] })
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
