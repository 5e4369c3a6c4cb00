import { media, tokens, vars } from '@lense/ui';
import styled from 'styled-components';
import type { CoverImage } from '../lib/coverImage';

// Edge to edge on a phone: the band leaves the page column's top and side padding (16 px sides, 24 px top
// on a phone, in the page layout and the guest page alike). From tablet width up, a rounded wide band.
const Band = styled.div`
  overflow: hidden;
  /* A definite width: a capped height would otherwise narrow the band through its ratio. */
  width: 100%;
  aspect-ratio: 16 / 9;
  max-height: 380px;
  margin: 0 0 ${vars.space[5]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${media.mobile} {
    width: auto;
    aspect-ratio: 3 / 2;
    max-height: 60vh;
    margin: calc(-1 * ${vars.space[5]}) calc(-1 * ${vars.space[4]}) ${vars.space[4]};
    border-radius: 0;
  }
`;

/**
 * A space's cover at the top of its page, the title under it; nothing at all without a cover. The image is
 * decorative (the same photo is in the grid, named there), so assistive technology skips it.
 */
export function CoverPhoto({ image }: { image: CoverImage | null }) {
  if (!image) return null;
  return (
    <Band data-ui="CoverPhoto">
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={`(max-width: ${tokens.breakpoint.tablet}px) 100vw, 1280px`}
        alt=""
      />
    </Band>
  );
}
