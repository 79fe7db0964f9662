// axe-core in the page under test: the accessibility rules of WCAG 2.2 A and AA, run against what
// is on screen now. axe comes from node_modules, never fetched.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface Violation {
  rule: string;
  impact: Impact | null;
  help: string;
  /** A selector and a snippet of each failing element. */
  nodes: string[];
}

interface AxeOptions {
  /** Only these rules (all WCAG A/AA rules when not given). */
  rules?: string[];
  /** Only violations of these impacts. */
  impacts?: Impact[];
}

/** The WCAG violations on the page as it is now. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<Violation[]> {
  // Evaluated through the debugging protocol: the app's Content-Security-Policy (script-src 'self')
  // rightly refuses an injected <script>.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(
    async ({ tags, rules }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
      type AxeResults = {
        violations: {
          id: string;
          impact: string | null;
          help: string;
          nodes: { target: unknown[]; html: string }[];
        }[];
      };
      const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags };
      // target-size (WCAG 2.5.8, 24 px) also counts a row scrolled half under the fixed tab bar as
      // a small target; appearance.test.ts checks every target against 44 px instead, a stricter bound.
      const results = await axe.run(document, {
        runOnly,
        rules: { 'target-size': { enabled: false } },
        resultTypes: ['violations'],
      });
      return results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
      }));
    },
    { tags: WCAG_TAGS, rules: options.rules },
  );
  const impacts = options.impacts;
  return (found as Violation[]).filter(
    (violation) => !impacts || (violation.impact !== null && impacts.includes(violation.impact)),
  );
}
