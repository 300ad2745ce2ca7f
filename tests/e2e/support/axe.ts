import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core run in the page itself. Its build is put into a document once and stays there while the app moves
 * between routes by hash: putting it in for every audit, as @axe-core/playwright does, cost several times the
 * audit. Only violations are asked for, so axe does not gather every node that passed or did not apply.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Finding {
  rule: string;
  impact: string | null | undefined;
  targets: string[];
  summary: string;
}

export async function audit(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' >> ')),
      summary: (v.nodes[0]?.failureSummary ?? '').split('\n').slice(1, 2).join('').trim(),
    }));
  });
}
