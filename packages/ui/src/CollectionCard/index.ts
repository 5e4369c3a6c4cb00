export {
  CollectionCard,
  type CollectionCardProps,
  type CollectionHrefs,
  defaultCollectionHrefs,
} from './CollectionCard';
export { spaceCountLabel } from './spaceCountLabel';
