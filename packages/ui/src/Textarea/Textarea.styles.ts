import styled from 'styled-components';
import { standaloneControl } from '../Field';
import { vars } from '../theme';

export const StyledTextarea = styled.textarea.withConfig({ componentId: 'lense-Textarea-StyledTextarea' })`
  ${standaloneControl}
  min-height: 96px;
  line-height: ${vars.lineHeight.normal};
  resize: vertical;
`;
