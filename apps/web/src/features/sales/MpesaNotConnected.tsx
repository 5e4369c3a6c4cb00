import { Surface, Text, TextLink } from '@lense/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSalesMessages } from './salesMessages';

/** Said above the sales while the owner has no till or paybill connected: nothing can be bought until then. */
export function MpesaNotConnected() {
  const t = useSalesMessages();
  return (
    <Surface asChild tone="warning" paddingBlock={3} paddingInline={4} marginBlockEnd={5}>
      <Text tone="default" role="status">
        {t('mpesa.notConnected')}{' '}
        <TextLink asChild>
          <Link to={paths.settings()}>{t('mpesa.connect')}</Link>
        </TextLink>
      </Text>
    </Surface>
  );
}
