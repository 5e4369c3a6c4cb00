import styled from 'styled-components';
import { visuallyHidden } from '../internal/visuallyHidden';

export const StyledVisuallyHidden = styled.span.withConfig({
  componentId: 'lense-VisuallyHidden-StyledVisuallyHidden',
})`
  ${visuallyHidden}
`;
