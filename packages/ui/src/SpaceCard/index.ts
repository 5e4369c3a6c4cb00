export { SpaceCard, type SpaceCardProps, type SpaceState } from './SpaceCard';
export {
  defaultSpaceHrefs,
  defaultSpaceManageOptions,
  type SpaceHrefs,
  type SpaceManageOption,
} from './spaceHrefs';
