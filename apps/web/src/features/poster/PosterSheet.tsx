import { displayTitle, formatDateRange } from '@lense/ui';
import { QRCode } from '@lense/ui/qr';
import styled from 'styled-components';
import { dateLocale } from '../../lib/dateLocale';
import { PAPER_SIZES, type PaperSize } from './paper';
import { usePosterMessages } from './posterMessages';

// Black on white whatever the theme, sized in millimetres so the print is the size on the screen.
const Sheet = styled.article<{ $paper: PaperSize }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 6mm;
  width: ${({ $paper }) => PAPER_SIZES[$paper].width}mm;
  height: ${({ $paper }) => PAPER_SIZES[$paper].height}mm;
  padding: 14mm;
  background: #ffffff;
  color: #000000;
  text-align: center;
  font-size: ${({ $paper }) => ($paper === 'A4' ? '5mm' : '3.6mm')};
  print-color-adjust: exact;
  [data-ui='QRCode'] {
    padding: 0;
    background: #ffffff;
    box-shadow: none;
  }
  svg {
    width: 62%;
    height: auto;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: 2.2em;
  line-height: 1.15;
  overflow-wrap: anywhere;
`;

const When = styled.p`
  margin: 0;
  font-size: 1.1em;
`;

const Call = styled.p`
  margin: 0;
  font-size: 1.5em;
  font-weight: 700;
`;

const Small = styled.p`
  margin: 0;
  font-size: 0.9em;
  overflow-wrap: anywhere;
`;

/** One printed page: the event, a large QR code of the guest link, how to use it and the address. */
export function PosterSheet({
  paper,
  title,
  startDate,
  endDate,
  url,
}: {
  paper: PaperSize;
  title: string;
  startDate: string;
  endDate: string;
  url: string;
}) {
  const t = usePosterMessages();
  return (
    <Sheet $paper={paper} aria-label={t('sheet.label', { paper })}>
      <Title>{displayTitle(title)}</Title>
      <When>{formatDateRange(startDate, endDate, dateLocale(t.locale))}</When>
      <QRCode value={url} size={512} label={t('sheet.qrCode')} />
      <Call>{t('sheet.call')}</Call>
      <Small>
        {/* The address is no translator's business; apart from the words, it prints as it always has. */}
        {t.rich('sheet.howTo', { address: <span translate="no">{url.replace(/^https?:\/\//, '')}</span> })}
      </Small>
    </Sheet>
  );
}
