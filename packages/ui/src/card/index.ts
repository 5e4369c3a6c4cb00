export { Badge, type BadgeTone } from './Badge.styles';
export {
  ActionButton,
  ActionItem,
  CardActions,
  CardBody,
  CardText,
  CardTitle,
  cardSurface,
} from './Card.styles';
export { ChoiceCard, type ChoiceCardProps, type ChoiceShape } from './ChoiceCard';
export { CardLink, type CardLinkProps, type LinkComponent } from './link';
