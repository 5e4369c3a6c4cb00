import styled from 'styled-components';
import { ChoiceCard } from '../card';

/** The card itself, capped at its masonry column width (384px in the spec). */
export const BannerCardRoot = styled(ChoiceCard).withConfig({
  componentId: 'lense-BannerCard-BannerCardRoot',
})`
  max-width: 384px;
`;
