import { type LinkComponent, vars } from '@lense/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { wideFrame } from '../../components/Workspace';

/** A wide page for grids of cards and photos, with the side margins of every wide screen. */
export const WidePage = styled.main`
  ${wideFrame}
  padding-block: ${vars.space[6]} ${vars.space[7]};
`;

/** A centred column for forms and detail pages. */
export const NarrowPage = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: ${vars.space[6]} ${vars.space[4]} ${vars.space[7]};
`;

/**
 * A heading row: the title (and lead) on the left, actions on the right, wrapping on small screens. The
 * title's block may shrink below its longest word (which then wraps), so a long title never widens the page.
 */
export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
  margin-bottom: ${vars.space[5]};
  & > * {
    min-width: 0;
  }
`;

/** The main heading of a spaces screen. */
export const Heading = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text};
  overflow-wrap: anywhere;
`;

/** Secondary text under a heading. */
export const Lead = styled.p`
  margin: ${vars.space[2]} 0 0;
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

/** A row of buttons or links. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

/** A centred block for a spinner or an error view. */
export const CenteredBlock = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[7]} 0;
`;

/** A white card holding a form or details. */
export const Panel = styled.section`
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.sm};
`;

/** A router link for the design system's cards (they pass `href`). */
export const RouterLink: LinkComponent = ({ href, ...rest }) => <Link to={href} {...rest} />;

/** A heading kept for screen readers only (keeps heading levels in order above card titles). */
export const HiddenHeading = styled.h2`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
