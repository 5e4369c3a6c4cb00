import styled from 'styled-components';

/** Caps the card at its masonry column width (384px in the spec). */
export const BannerCardFrame = styled.div`
  max-width: 384px;
`;
