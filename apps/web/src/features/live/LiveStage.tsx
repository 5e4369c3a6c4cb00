import { Stack, vars } from '@lense/ui';
import type { ReactNode } from 'react';
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

/**
 * The event's name, top-left, large enough to read across a room: 3% of the screen's width (about 58px on
 * a 1920px TV), never under 22px on a phone; a long name takes a second line before it is cut.
 */
export const EventTitle = styled.h1`
  position: absolute;
  z-index: 2;
  top: ${vars.space[4]};
  left: ${vars.space[4]};
  /* The controls, when shown, lie over its end. */
  width: fit-content;
  max-width: calc(100% - 2 * ${vars.space[4]});
  margin: 0;
  padding: 0.15em 0.4em;
  border-radius: ${vars.radius.lg};
  background: ${SCRIM};
  font-size: clamp(${vars.fontSize.xl}, 3vw, 64px);
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  text-shadow: 0 1px 3px rgb(0 0 0 / 0.5);
  overflow: hidden;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

/** The message fills the stage, in its middle from top to bottom. */
const fillCentred = { height: '100%', justifyContent: 'center' } as const;

/** A state of the stage without a photo: loading, not found, no photos yet. */
export function StageMessage({ children }: { children: ReactNode }) {
  return (
    <Stack align="center" gap={5} paddingBlock={7} paddingInline={5} textAlign="center" style={fillCentred}>
      {children}
    </Stack>
  );
}

/** The sentence of a {@link StageMessage}. */
export const StageText = styled.p`
  margin: 0;
  max-width: 28ch;
  font-size: clamp(${vars.fontSize.lg}, 2.6vw, ${vars.fontSize['3xl']});
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;
