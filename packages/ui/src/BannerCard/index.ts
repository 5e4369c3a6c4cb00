export { BannerCard, type BannerCardProps } from './BannerCard';
