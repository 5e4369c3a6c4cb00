import { vars } from '@lense/ui';
import styled from 'styled-components';
import { SCRIM } from './LiveStage';
import type { Slide } from './livePhotos';

const Caption = styled.div`
  position: absolute;
  z-index: 2;
  left: ${vars.space[4]};
  bottom: ${vars.space[4]};
  /* Clear of the QR code in the bottom-right corner. */
  max-width: min(60%, calc(100% - clamp(72px, 10vw, 168px) - 80px));
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${SCRIM};
  line-height: ${vars.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const Byline = styled.p`
  margin: 0;
  font-size: clamp(${vars.fontSize.md}, 1.8vw, ${vars.fontSize['2xl']});
  font-weight: ${vars.fontWeight.semibold};
`;

const Comment = styled.p`
  margin: 0;
  font-size: clamp(${vars.fontSize.sm}, 1.5vw, ${vars.fontSize.xl});
`;

/** Who shared the photo on screen and what they wrote, bottom-left; nothing when neither is known. */
export function SlideCaption({ slide }: { slide: Slide }) {
  if (!slide.byline && !slide.comment) return null;
  return (
    <Caption>
      {slide.byline ? <Byline>{slide.byline}</Byline> : null}
      {slide.comment ? <Comment>{slide.comment}</Comment> : null}
    </Caption>
  );
}
