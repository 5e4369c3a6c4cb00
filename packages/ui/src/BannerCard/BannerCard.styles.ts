import styled from 'styled-components';
import { ChoiceCard } from '../card';

/** The card itself, capped at its masonry column width (384px in the spec). */
export const BannerCardRoot = styled(ChoiceCard)`
  max-width: 384px;
`;
