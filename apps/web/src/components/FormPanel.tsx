import { media, vars } from '@lense/ui';
import styled, { css } from 'styled-components';

/**
 * The width and side margins every wide screen shares (spaces, a space's screens, collections, sites), so
 * headings and grids start at the same place from one screen to the next: 16px on a phone, 24px from
 * tablet width up, at most 1280px wide.
 */
export const wideFrame = css`
  width: 100%;
  max-width: 1280px;
  margin-inline: auto;
  padding-inline: ${vars.space[4]};
  ${media.tabletUp} {
    padding-inline: ${vars.space[5]};
  }
`;

/** The main column of a signed-in management screen (sites, collections). */
export const WorkspaceMain = styled.main`
  ${wideFrame}
  padding-block: ${vars.space[5]} ${vars.space[7]};
  ${media.tabletUp} {
    padding-block: ${vars.space[6]} ${vars.space[8]};
  }
`;

/**
 * The title row of a management screen: heading on the left, actions on the right. The heading's block
 * may shrink below its longest word (which then wraps), so a long title never widens the page.
 */
export const WorkspaceHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  margin-bottom: ${vars.space[5]};
  & > * {
    min-width: 0;
  }
`;

/** The heading of a management screen. */
export const WorkspaceTitle = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text};
  overflow-wrap: anywhere;
`;

/** A line of secondary text under a heading. */
export const WorkspaceLead = styled.p`
  margin: ${vars.space[1]} 0 0;
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

/** A raised panel holding a form (create site, create collection, site settings). */
export const FormPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  margin-bottom: ${vars.space[5]};
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.sm};
`;

/** The heading of a {@link FormPanel}. */
export const FormPanelTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
`;

/** The buttons at the bottom of a form, aligned to the end. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;

/** Two form fields side by side from tablet width up. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${vars.space[4]};
  ${media.tabletUp} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A centred block for loading spinners. */
export const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[8]} ${vars.space[4]};
`;

/** A form laying its fields out in a column. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

/** A heading for screen readers only (keeps the heading levels in order above card grids). */
export const HiddenHeading = styled.h2`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
