import styled from 'styled-components';

/** Caps the card at its masonry column width (256px in the spec). */
export const IconCardFrame = styled.div`
  max-width: 256px;
`;
