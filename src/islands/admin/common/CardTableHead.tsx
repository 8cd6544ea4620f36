/**
 * The header row of a table that becomes cards on a phone (admin.module.css's stackedTable). The roles
 * are explicit: the card layout changes the cells' display, which would drop them.
 */
export function CardTableHead({ labels }: { labels: readonly string[] }) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {labels.map((label) => (
          <th key={label} scope="col" role="columnheader">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
