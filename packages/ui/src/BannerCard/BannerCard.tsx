import { forwardRef } from 'react';
import type { ChoiceCardProps } from '../card';
import { useComponentStrings } from '../locale/useComponentStrings';
import { BannerCardRoot } from './BannerCard.styles';
import { englishChoiceCardStrings } from './englishChoiceCardStrings';

/**
 * Props of {@link BannerCard}: image, description and the selected state; other attributes and the ref go
 * to its root, the `button`.
 */
export type BannerCardProps = ChoiceCardProps;

/** A site banner to choose: a wide image with its description, pressed when selected. */
export const BannerCard = forwardRef<HTMLButtonElement, BannerCardProps>(function BannerCard(props, ref) {
  const strings = useComponentStrings('choiceCard', englishChoiceCardStrings);
  return (
    <BannerCardRoot ref={ref} shape="banner" fallbackAlt={strings.bannerAlt} dataUi="BannerCard" {...props} />
  );
});
