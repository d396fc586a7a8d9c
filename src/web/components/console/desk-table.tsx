import type { ReactNode } from 'react';

/**
 * A console list as a table, for desks only (phones read the same list as cards): its caption
 * for screen readers, one heading a column (`end` ones align right, as amounts do), and a row
 * an item.
 */
export function DeskTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: { label: ReactNode; end?: boolean }[];
  children: ReactNode;
}) {
  return (
    <div className="card hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wider text-muted">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`px-4 py-3 font-semibold${column.end ? ' text-right' : ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
