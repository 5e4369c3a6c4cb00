import styled, { css } from 'styled-components';
import { media, vars } from '../theme';

/** Widest a page's column grows, side margins included. */
const maxWidths = { wide: '1280px', narrow: '768px' } as const;

export type PageWidth = keyof typeof maxWidths;

export const StyledPageLayout = styled.main.withConfig({ componentId: 'lense-Page-StyledPageLayout' })<{
  $width: PageWidth;
}>`
  box-sizing: border-box;
  width: 100%;
  max-width: ${(props) => maxWidths[props.$width]};
  margin-inline: auto;
  padding: ${vars.space[5]} ${vars.space[4]} ${vars.space[7]};
  ${media.tabletUp} {
    padding: ${vars.space[6]} ${vars.space[5]} ${vars.space[8]};
  }
`;

export const StyledPageHeader = styled.header.withConfig({ componentId: 'lense-Page-StyledPageHeader' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]} ${vars.space[4]};
  margin-block-end: ${vars.space[5]};
  /* A title's block may shrink below its longest word (which then wraps), so it never widens the page. */
  & > * {
    min-width: 0;
  }
`;

export const PageHeading = styled.h1.withConfig({ componentId: 'lense-Page-PageHeading' })`
  margin: 0;
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text};
  overflow-wrap: anywhere;
`;

export const PageLead = styled.div.withConfig({ componentId: 'lense-Page-PageLead' })`
  margin-block-start: ${vars.space[1]};
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
  & p {
    margin: 0 0 ${vars.space[2]};
  }
  & p:last-child {
    margin: 0;
  }
`;

export const PageActions = styled.div.withConfig({ componentId: 'lense-Page-PageActions' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

export const StyledRowList = styled.ul.withConfig({ componentId: 'lense-Page-StyledRowList' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const currentRow = css`
  border-color: ${vars.color.primary};
  background: ${vars.color.primarySubtle};
`;

export const StyledListRow = styled.li.withConfig({ componentId: 'lense-Page-StyledListRow' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  &[aria-current] {
    ${currentRow}
  }
  & > * {
    min-width: 0;
  }
`;
