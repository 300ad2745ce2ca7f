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

/**
 * The rules whose outcome can change with the language: names of controls, links and images, form labels and
 * lang attributes. Structure, ARIA and colour are the same in every language, so one full pass covers them.
 */
export const LANGUAGE_RULES = ['cat.name-role-value', 'cat.forms', 'cat.language', 'cat.text-alternatives'];

/** axe's violations on the page: every rule, or only those of the given tags. */
export async function audit(page: Page, tags?: readonly string[]): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (only) => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    const { violations } = await axe.run(document, {
      resultTypes: ['violations'],
      ...(only ? { runOnly: { type: 'tag', values: only } } : {}),
    });
    return violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' >> ')),
      summary: (v.nodes[0]?.failureSummary ?? '').split('\n').slice(1, 2).join('').trim(),
    }));
  }, tags ?? null);
}
