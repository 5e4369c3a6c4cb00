import type { CSSProperties, ReactNode } from 'react';
import { COLOR_SCHEME_ATTRIBUTE, type LenseTheme, theme as lenseTheme, ThemeProvider, vars } from '../theme';

// The guide's table of tokens, made at render time from what the package exports (`vars`, the theme's
// tokens), so that it lists every token with its current value and cannot drift from them.

/** `var(--lense-color-primary)` gives `--lense-color-primary`. */
const variableOf = (reference: string) => reference.replace(/^var\((.*)\)$/, '$1');

/** How a style reads the token: `vars.color.primary`, `vars.space[4]`, `vars.fontSize['2xl']`. */
const access = (group: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key)
    ? `vars.${group}.${key}`
    : /^\d+$/.test(key)
      ? `vars.${group}[${key}]`
      : `vars.${group}['${key}']`;

type Values = Readonly<Record<string, Readonly<Record<string, string | number>> | undefined>>;

const tokenValue = (source: object, group: string, key: string): string | undefined => {
  const value = (source as Values)[group]?.[key];
  return value === undefined ? undefined : String(value);
};

interface TokenRow {
  group: string;
  key: string;
  /** `var(--lense-…)`, as `vars` holds it. */
  reference: string;
  light?: string | undefined;
  dark?: string | undefined;
}

function tokenRows(theme: LenseTheme): TokenRow[] {
  return Object.entries(vars).flatMap(([group, references]) =>
    Object.entries(references as Readonly<Record<string, string>>).map(([key, reference]) => ({
      group,
      key,
      reference,
      light: tokenValue(theme.tokens, group, key),
      dark: tokenValue(theme.dark, group, key),
    })),
  );
}

/** A small picture of what the token does, drawn with the variable itself. */
function Preview({ group, reference }: { group: string; reference: string }) {
  const box: CSSProperties = { display: 'inline-block', width: 24, height: 24, verticalAlign: 'middle' };
  const sample = (style: CSSProperties) => <span style={{ ...style, color: vars.color.text }}>Aa</span>;
  switch (group) {
    case 'color':
      return <span style={{ ...box, background: reference, border: `1px solid ${vars.color.border}` }} />;
    case 'shadow':
      return <span style={{ ...box, background: vars.color.surfaceRaised, boxShadow: reference }} />;
    case 'icon':
      return (
        <span
          style={{
            ...box,
            // A tick is drawn to sit on the primary colour (a checked box); the other icons on a surface.
            backgroundColor: reference === vars.icon.check ? vars.color.primary : vars.color.surfaceRaised,
            border: `1px solid ${vars.color.border}`,
            backgroundImage: reference,
            backgroundPosition: 'center',
            backgroundRepeat: 'no-repeat',
            backgroundSize: '16px',
            borderRadius: vars.radius.sm,
          }}
        />
      );
    case 'radius':
      return <span style={{ ...box, borderRadius: reference, border: `2px solid ${vars.color.primary}` }} />;
    case 'space':
      return <span style={{ ...box, width: reference, height: 8, background: vars.color.primary }} />;
    case 'font':
      return sample({ fontFamily: reference });
    case 'fontSize':
      return sample({ fontSize: reference, fontFamily: vars.font.family });
    case 'fontWeight':
      return sample({ fontWeight: reference, fontFamily: vars.font.family });
    default:
      return null;
  }
}

const cellStyle: CSSProperties = {
  padding: '6px 10px',
  borderBottom: '1px solid rgba(0, 0, 0, 0.1)',
  textAlign: 'start',
  verticalAlign: 'middle',
};
const code = (text: string) => <code style={{ fontSize: 12 }}>{text}</code>;

/** One cell per scheme: the variable drawn in that scheme, and the theme's value. */
function SchemeCell({ row, scheme }: { row: TokenRow; scheme: 'light' | 'dark' }) {
  const value = scheme === 'light' ? row.light : row.dark;
  return (
    <td style={cellStyle}>
      <span
        {...{ [COLOR_SCHEME_ATTRIBUTE]: scheme }}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 8,
          padding: 6,
          borderRadius: 6,
          background: vars.color.background,
          color: vars.color.text,
        }}
      >
        <Preview group={row.group} reference={row.reference} />
        {value === undefined ? <small>drawn in this scheme's colours</small> : code(value)}
      </span>
    </td>
  );
}

function Table({ head, children }: { head: readonly string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '16px 0 32px', fontSize: 13 }}>
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label} style={{ ...cellStyle, fontWeight: 700 }}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Props of {@link TokenTable}. */
export interface TokenTableProps {
  /** The theme whose values are listed and drawn. Default: the Lense theme. */
  theme?: LenseTheme | undefined;
  /** Which tokens: those that change with the colour scheme, or those shared by both. */
  show: 'scheme' | 'shared';
}

/**
 * Every CSS variable of a theme with the `vars` reference that reads it and its value, drawn live. The
 * scheme table shows the light and the dark value side by side.
 */
export function TokenTable({ theme = lenseTheme, show }: TokenTableProps) {
  const rows = tokenRows(theme);
  // A group has a dark value, or is drawn per scheme (icons): it changes with the scheme.
  const changes = (row: TokenRow) => row.dark !== undefined || row.light === undefined;
  return (
    <ThemeProvider theme={theme} reset={false}>
      {show === 'scheme' ? (
        <Table head={['variable', 'in styles', 'light', 'dark']}>
          {rows.filter(changes).map((row) => (
            <tr key={row.reference}>
              <td style={cellStyle}>{code(variableOf(row.reference))}</td>
              <td style={cellStyle}>{code(access(row.group, row.key))}</td>
              <SchemeCell row={row} scheme="light" />
              <SchemeCell row={row} scheme="dark" />
            </tr>
          ))}
        </Table>
      ) : (
        <Table head={['variable', 'in styles', 'value (both schemes)', '']}>
          {rows
            .filter((row) => !changes(row))
            .map((row) => (
              <tr key={row.reference}>
                <td style={cellStyle}>{code(variableOf(row.reference))}</td>
                <td style={cellStyle}>{code(access(row.group, row.key))}</td>
                <td style={cellStyle}>{code(row.light ?? '')}</td>
                <td style={cellStyle}>
                  <Preview group={row.group} reference={row.reference} />
                </td>
              </tr>
            ))}
        </Table>
      )}
    </ThemeProvider>
  );
}
