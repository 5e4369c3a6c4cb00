import { Spinner, vars } from '@lense/ui';
import styled from 'styled-components';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[8]} 0;
`;

/**
 * Shown while a lazily loaded screen arrives. `data-chunk-loading` marks a moment no story means to show:
 * pixel snapshots wait until no such element is left.
 */
export function RouteFallback() {
  return (
    <Centered data-chunk-loading="">
      <Spinner size="large" label="Loading" />
    </Centered>
  );
}
