// Axe's colour rules on whatever the page shows now: the story test runs the full set in light, and these
// are the only rules whose outcome a colour scheme can change.
import axe from 'axe-core';
import { expect } from 'vitest';

const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The story's `parameters.a11y`, as far as it matters here. */
export interface A11yParameters {
  test?: 'off' | 'todo' | 'error';
  disable?: boolean;
  config?: { rules?: { id: string; enabled?: boolean }[] };
}

/** Fails with every colour violation on the page, unless the story turned axe (or the rule) off. */
export async function expectReadableColours(a11y: A11yParameters | undefined): Promise<void> {
  if (a11y?.disable || a11y?.test === 'off' || a11y?.test === 'todo') return;
  const disabled = new Set(
    a11y?.config?.rules?.filter((rule) => rule.enabled === false).map((rule) => rule.id),
  );
  const rules = COLOUR_RULES.filter((id) => !disabled.has(id));
  if (rules.length === 0) return;
  const results = await axe.run(
    // The same part of the page the a11y addon checks.
    { include: [document.body], exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'] },
    { runOnly: { type: 'rule', values: rules } },
  );
  const violations = results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
    ),
  );
  expect(violations, 'colour violations in dark').toEqual([]);
}
