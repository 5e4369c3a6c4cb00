import { Spinner, vars } from '@lense/ui';
import styled from 'styled-components';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[8]} 0;
`;

/** Shown while a lazily loaded screen arrives. */
export function RouteFallback() {
  return (
    <Centered>
      <Spinner size="large" label="Loading" />
    </Centered>
  );
}
