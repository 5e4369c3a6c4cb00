import { useParams } from 'react-router-dom';

/**
 * The `:spaceId` of the current /spaces/:spaceId/* route. Every screen inside the space wrapper reads
 * its space with `useSpace(useSpaceRouteId())`; the wrapper has already loaded it by then.
 */
export function useSpaceRouteId(): string {
  return useParams<{ spaceId: string }>().spaceId ?? '';
}
