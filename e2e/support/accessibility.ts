import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core over the screen as it is now. Serious and critical violations fail the test with the
 * rule, its help text and the offending nodes, so the report says what to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(blocking, `accessibility violations on ${screen}`).toEqual([]);
}
