import { forwardRef } from 'react';
import { ChoiceCard, type ChoiceCardProps } from '../card';
import { BannerCardFrame } from './BannerCard.styles';

/** Props of {@link BannerCard}: image, description and the selected state. */
export type BannerCardProps = ChoiceCardProps;

/** A site banner to choose: a wide image with its description, pressed when selected. */
export const BannerCard = forwardRef<HTMLButtonElement, BannerCardProps>(function BannerCard(props, ref) {
  return (
    <BannerCardFrame>
      <ChoiceCard ref={ref} shape="banner" fallbackAlt="Site banner" dataUi="BannerCard" {...props} />
    </BannerCardFrame>
  );
});
