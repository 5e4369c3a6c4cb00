export { IconCard, type IconCardProps } from './IconCard';
