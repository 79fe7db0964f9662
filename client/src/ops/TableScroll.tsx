import type { ReactNode } from 'react';

/**
 * The frame of a table that may scroll sideways on a narrow screen: a named region that takes the
 * keyboard's focus, so the arrow keys can scroll it (a mouse is not everyone's).
 */
export function TableScroll({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="ops-table-wrap" role="region" aria-label={label} tabIndex={0} data-testid={testId}>
      {children}
    </div>
  );
}
