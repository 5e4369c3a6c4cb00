import { Stack, vars } from '@lense/ui';
import { QRCode } from '@lense/ui/qr';
import styled from 'styled-components';
import type { ShareTarget } from './shareTarget';

// Black on white whatever the theme: phones read it from across the room.
const Card = styled.figure`
  border-radius: ${vars.radius.lg};
  background: #ffffff;
  color: #000000;
  [data-ui='QRCode'] {
    padding: 0;
    box-shadow: none;
  }
  svg {
    width: var(--code-size);
    height: auto;
  }
  &[data-placement='corner'] {
    --code-size: clamp(72px, 10vw, 168px);
    position: absolute;
    z-index: 2;
    right: ${vars.space[4]};
    bottom: ${vars.space[4]};
    max-width: calc(var(--code-size) + 2 * ${vars.space[3]});
  }
  &[data-placement='centre'] {
    --code-size: clamp(160px, 28vmin, 320px);
  }
`;

const Line = styled.figcaption`
  font-size: clamp(${vars.fontSize.xs}, 1.1vw, ${vars.fontSize.lg});
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  [data-placement='centre'] > & {
    font-size: clamp(${vars.fontSize.md}, 2vw, ${vars.fontSize.xl});
  }
`;

/** The QR code of the slideshow with its line: small in the corner over photos, large when there are none. */
export function ShareCode({ target, placement }: { target: ShareTarget; placement: 'corner' | 'centre' }) {
  return (
    <Stack asChild align="center" gap={2} padding={3} textAlign="center">
      <Card data-placement={placement}>
        <QRCode value={target.url} size={168} label={target.label} />
        <Line>{target.line}</Line>
      </Card>
    </Stack>
  );
}
