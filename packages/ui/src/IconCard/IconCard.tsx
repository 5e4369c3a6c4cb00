import { forwardRef } from 'react';
import { englishChoiceCardStrings } from '../BannerCard/englishChoiceCardStrings';
import type { ChoiceCardProps } from '../card';
import { useComponentStrings } from '../locale/useComponentStrings';
import { IconCardRoot } from './IconCard.styles';

/**
 * Props of {@link IconCard}: image, description and the selected state; other attributes and the ref go
 * to its root, the `button`.
 */
export type IconCardProps = ChoiceCardProps;

/** A site icon to choose: a square image with its description, pressed when selected. */
export const IconCard = forwardRef<HTMLButtonElement, IconCardProps>(function IconCard(props, ref) {
  const strings = useComponentStrings('choiceCard', englishChoiceCardStrings);
  return <IconCardRoot ref={ref} shape="icon" fallbackAlt={strings.iconAlt} dataUi="IconCard" {...props} />;
});
