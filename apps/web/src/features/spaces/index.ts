export { useSpaceRouteId } from './useSpaceRouteId';
