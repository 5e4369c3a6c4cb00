import { TextLink, vars } from '@lense/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { useSalesMessages } from './salesMessages';

const Notice = styled.p`
  margin: 0 0 ${vars.space[5]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.warningSubtle};
  color: ${vars.color.text};
`;

/** Said above the sales while the owner has no till or paybill connected: nothing can be bought until then. */
export function MpesaNotConnected() {
  const t = useSalesMessages();
  return (
    <Notice role="status">
      {t('mpesa.notConnected')}{' '}
      <TextLink asChild>
        <Link to={paths.settings()}>{t('mpesa.connect')}</Link>
      </TextLink>
    </Notice>
  );
}
