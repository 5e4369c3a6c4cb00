import { Spinner, vars } from '@lense/ui';
import styled from 'styled-components';
import { useShellMessages } from '../i18n/shellMessages';

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
  const t = useShellMessages();
  return (
    <Centered data-chunk-loading="">
      <Spinner size="large" label={t('loading')} />
    </Centered>
  );
}
