export { SpaceCard, type SpaceCardProps, type SpaceCardState } from './SpaceCard';
export {
  defaultSpaceHrefs,
  defaultSpaceManageOptions,
  type SpaceHrefs,
  type SpaceManageOption,
} from './spaceHrefs';
