import type { ReactNode } from 'react';
import { TableHead } from '../TableHead';
import { TableScroll } from '../TableScroll';

/**
 * The frame the exposure page's tables share (open orders by product and by expiry, today's
 * outcomes): a named region that scrolls sideways, the headings with the figures' columns aligned
 * right, and the rows the caller gives.
 */
export function ExposureTable({
  label,
  testId,
  columns,
  numeric,
  children,
}: {
  /** The region's name for assistive technology. */
  label: string;
  testId: string;
  /** The column headings, in order. */
  columns: readonly string[];
  /** The positions (from 0) of the columns of figures, aligned right. */
  numeric: readonly number[];
  /** The rows, one cell per column each. */
  children: ReactNode;
}) {
  return (
    <TableScroll label={label}>
      <table className="ops-table" data-testid={testId}>
        <TableHead columns={columns} numeric={numeric} />
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
