import styled from 'styled-components';
import { ChoiceCard } from '../card';

/** The card itself, capped at its masonry column width (256px in the spec). */
export const IconCardRoot = styled(ChoiceCard).withConfig({ componentId: 'lense-IconCard-IconCardRoot' })`
  max-width: 256px;
`;
