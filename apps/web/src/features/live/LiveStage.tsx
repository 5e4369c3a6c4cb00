import { vars } from '@lense/ui';
import styled from 'styled-components';

// A TV's stage is black whatever the theme: photos look their best on it and it hides the screen's edges.
const STAGE_BLACK = '#000000';
/** Behind white text laid over a photo, so it reads on a white sky too. */
export const SCRIM = vars.color.scrim;

/** The whole viewport, black; the cursor hides with the controls. */
export const Stage = styled.main`
  position: fixed;
  inset: 0;
  overflow: hidden;
  background: ${STAGE_BLACK};
  color: ${vars.color.textOnBackdrop};
  font-family: ${vars.font.family};
  &[data-idle],
  &[data-idle] * {
    cursor: none;
  }
`;

/** The event's name, small in the top-left corner. */
export const EventTitle = styled.h1`
  position: absolute;
  z-index: 2;
  top: ${vars.space[4]};
  left: ${vars.space[4]};
  /* The controls, when shown, lie over its end. */
  max-width: calc(100% - 2 * ${vars.space[4]});
  margin: 0;
  padding: ${vars.space[1]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${SCRIM};
  font-size: clamp(${vars.fontSize.sm}, 1.4vw, ${vars.fontSize.xl});
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A state of the stage without a photo: loading, not found, no photos yet. */
export const StageMessage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[5]};
  height: 100%;
  padding: ${vars.space[7]} ${vars.space[5]};
  text-align: center;
`;

/** The sentence of a {@link StageMessage}. */
export const StageText = styled.p`
  margin: 0;
  max-width: 28ch;
  font-size: clamp(${vars.fontSize.lg}, 2.6vw, ${vars.fontSize['3xl']});
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;
