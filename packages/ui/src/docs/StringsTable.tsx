import type { CSSProperties } from 'react';
import { englishStrings, type LenseStrings } from '../locale';

// The guide's list of built-in strings, read from `englishStrings` when the page renders: every group
// and key a `LocaleProvider` can replace, with its English default.

const cellStyle: CSSProperties = {
  padding: '6px 10px',
  borderBottom: '1px solid rgba(0, 0, 0, 0.1)',
  textAlign: 'start',
  verticalAlign: 'top',
};

const describe = (value: unknown) =>
  typeof value === 'function' ? (
    <em>
      a function of {value.length === 1 ? 'one value' : `${value.length} values`} (see{' '}
      <code>LenseStrings</code>)
    </em>
  ) : (
    <code style={{ fontSize: 12 }}>{JSON.stringify(value)}</code>
  );

/** Props of {@link StringsTable}. */
export interface StringsTableProps {
  /** The strings to list. Default: `englishStrings`. */
  strings?: LenseStrings | undefined;
  /** Heading of the values' column. Default 'English default'. */
  valueHeading?: string | undefined;
}

/** Every built-in string, by group (`currency`, `formats`, then one group per component). */
export function StringsTable({
  strings = englishStrings,
  valueHeading = 'English default',
}: StringsTableProps) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '16px 0 32px', fontSize: 13 }}>
      <thead>
        <tr>
          {['key', valueHeading].map((label) => (
            <th key={label} style={{ ...cellStyle, fontWeight: 700 }}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Object.entries(strings).flatMap(([group, texts]) =>
          Object.entries(texts as Record<string, unknown>).map(([key, value]) => (
            <tr key={`${group}.${key}`}>
              <td style={cellStyle}>
                <code style={{ fontSize: 12 }}>
                  {group}.{key}
                </code>
              </td>
              <td style={cellStyle}>{describe(value)}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}
