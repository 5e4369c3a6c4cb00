import { forwardRef } from 'react';
import { ChoiceCard, type ChoiceCardProps } from '../card';
import { IconCardFrame } from './IconCard.styles';

/** Props of {@link IconCard}: image, description and the selected state. */
export type IconCardProps = ChoiceCardProps;

/** A site icon to choose: a square image with its description, pressed when selected. */
export const IconCard = forwardRef<HTMLButtonElement, IconCardProps>(function IconCard(props, ref) {
  return (
    <IconCardFrame>
      <ChoiceCard ref={ref} shape="icon" fallbackAlt="Site icon" dataUi="IconCard" {...props} />
    </IconCardFrame>
  );
});
