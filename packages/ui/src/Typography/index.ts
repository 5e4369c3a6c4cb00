export {
  Text,
  type TextLeading,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './Text';
