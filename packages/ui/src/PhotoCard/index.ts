export { isPremiumPrice, PhotoCard, type PhotoCardProps } from './PhotoCard';
