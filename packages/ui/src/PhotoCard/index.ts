export {
  FAILED_LABEL,
  isPremiumPrice,
  PhotoCard,
  type PhotoCardProps,
  type PhotoCardStatus,
  PROCESSING_LABEL,
} from './PhotoCard';
