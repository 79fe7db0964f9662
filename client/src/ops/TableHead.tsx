/**
 * The headings of a console table, the columns of figures aligned right like their cells: the
 * paged tables and the exposure tables head their columns the same way, so they share this.
 */
export function TableHead({
  columns,
  numeric = [],
}: {
  /** The column headings, in order. */
  columns: readonly string[];
  /** The positions (from 0) of the columns of figures, aligned right. */
  numeric?: readonly number[];
}) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th key={column} scope="col" className={numeric.includes(index) ? 'ops-number' : undefined}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
