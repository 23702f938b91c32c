import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from './query-state.tsx';
import './data-table.css';

/** One row of a staff list: its cells in the columns' order. */
export interface StaffListRow {
  key: string;
  cells: ReactNode[];
}

/**
 * A section of /admin that lists what staff should look at (failed jobs, payment problems): its
 * heading and why, then the rows as a table that scrolls sideways on a phone (a region of its own
 * name, reachable by keyboard), or the words for none.
 */
export function StaffListDesk<T>(props: {
  headingId: string;
  heading: string;
  intro: string;
  none: string;
  tableLabel: string;
  columns: string[];
  query: UseQueryResult<T>;
  rows: (data: T) => StaffListRow[];
}): ReactNode {
  return (
    <section className="admin-section" aria-labelledby={props.headingId}>
      <h2 id={props.headingId}>{props.heading}</h2>
      <p>{props.intro}</p>
      <QueryState query={props.query}>
        {(data) => {
          const rows = props.rows(data);
          if (rows.length === 0) return <p>{props.none}</p>;
          return (
            <div className="table-scroll" role="region" aria-label={props.tableLabel} tabIndex={0}>
              <table className="data-table">
                <thead>
                  <tr>
                    {props.columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.key}>
                      {row.cells.map((cell, index) => (
                        <td key={props.columns[index]}>{cell}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
