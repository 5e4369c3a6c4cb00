import type { ReactNode } from 'react';
import styled from 'styled-components';
import { COLOR_SCHEME_ATTRIBUTE, type ColorScheme, ThemeProvider, vars } from '../theme';

// The guide keeps its own styles (no global reset): the box gives its content what the reset would.
const Box = styled.div.withConfig({ componentId: 'lense-docs-Box' })`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space[4]};
  margin: 16px 0 24px;
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.text};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  -webkit-font-smoothing: antialiased;
  &, & *, & *::before, & *::after { box-sizing: border-box; }
  & button, & input, & textarea, & select { font: inherit; }
  & img { max-width: 100%; display: block; }
`;

/** Props of {@link Example}. */
export interface ExampleProps {
  /** The live example. */
  children: ReactNode;
  /** The scheme of this example alone (set on its box, not on the page). Default: the page's. */
  colorScheme?: Exclude<ColorScheme, 'system'> | undefined;
  /** Writing direction of the example. */
  dir?: 'ltr' | 'rtl' | undefined;
}

/**
 * A live example inside a guide page. Guides are not stories, so no decorator gives them the theme: this
 * renders the CSS variables (without the global reset, which would restyle the guide itself) and a box in
 * the theme's font and colours.
 */
export function Example({ children, colorScheme, dir }: ExampleProps) {
  return (
    <ThemeProvider reset={false}>
      <Box
        // Storybook's docs style their page's elements (lists, `dt`, links) except inside `.sb-unstyled`.
        className="sb-unstyled"
        {...(colorScheme ? { [COLOR_SCHEME_ATTRIBUTE]: colorScheme } : {})}
        dir={dir}
      >
        {children}
      </Box>
    </ThemeProvider>
  );
}
