"use client";

// A chart's table alternative. Visually hidden unless the person asks for tables, but always there
// for screen readers (a canvas says nothing).

interface Props {
  caption: string;
  head: string[];
  /** The first cell of each row heads it. */
  rows: string[][];
  visible: boolean;
}

export function UsageTable({ caption, head, rows, visible }: Props) {
  return (
    <div className={visible ? "overflow-x-auto" : "sr-only"}>
      <table className="w-full text-left text-xs tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-zinc-200 dark:border-zinc-700">
            {head.map((label, i) => (
              <th key={label} scope="col" className={`py-1 pr-3 font-medium ${i > 0 ? "text-right" : ""}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest]) => (
            <tr key={first} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800">
              <th scope="row" className="py-1 pr-3 font-normal">
                {first}
              </th>
              {rest.map((cell, i) => (
                <td key={i} className="py-1 pr-3 text-right">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
