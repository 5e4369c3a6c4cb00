import { vars } from '@lense/ui';
import styled from 'styled-components';

/** A centred reading column for text pages (FAQ, policies, help). */
export const PageColumn = styled.main`
  max-width: 820px;
  margin: 0 auto;
  padding: ${vars.space[7]} ${vars.space[4]};
`;

/** The main heading of a page. */
export const PageTitle = styled.h1`
  margin: 0 0 ${vars.space[5]};
  font-size: ${vars.fontSize['3xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text};
`;

/** Secondary text under a heading. */
export const PageLead = styled.p`
  margin: 0 0 ${vars.space[5]};
  color: ${vars.color.textMuted};
`;
