import { displayTitle } from '@lense/ui';
import { QRCode } from '@lense/ui/qr';
import styled from 'styled-components';
import { useReviewMessages } from './reviewMessages';

// Printed and stuck on tables at the event: black on white whatever the theme, drawn locally from the
// link (no image to fetch), and kept on one page when printed.
const Card = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  width: 240px;
  max-width: 100%;
  margin: 0;
  padding: 16px;
  border: 2px dashed #000000;
  border-radius: 12px;
  background: #ffffff;
  color: #000000;
  text-align: center;
  break-inside: avoid;
  print-color-adjust: exact;
  /* The code's own frame (a raised card) would print as a grey box inside this one. */
  [data-ui='QRCode'] {
    padding: 0;
    background: #ffffff;
    box-shadow: none;
  }
  svg {
    max-width: 100%;
    height: auto;
  }
`;

const Title = styled.figcaption`
  font-size: 16px;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Instructions = styled.p`
  margin: 0;
  font-size: 14px;
  line-height: 1.4;
`;

/** The guest link's QR code as a card to print: the space's name, the code and how to use it. */
export function GuestLinkQrCard({ url, spaceTitle }: { url: string; spaceTitle: string }) {
  const t = useReviewMessages();
  return (
    <Card>
      <Title>{displayTitle(spaceTitle)}</Title>
      <QRCode value={url} size={176} label={t('qr.label')} />
      <Instructions>{t('qr.instructions')}</Instructions>
    </Card>
  );
}
