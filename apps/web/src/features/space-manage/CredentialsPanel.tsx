// The keys are set in the bundled monospace font; loaded with this panel, not with the app's first page.
import '@fontsource/jetbrains-mono/400.css';
import '@fontsource/jetbrains-mono/600.css';
import type { CreatedSpaceCredential, SpaceCredential } from '@lense/api-client';
import {
  useCreateSpaceCredential,
  useRevokeSpaceCredential,
  useSpaceCredentials,
} from '@lense/api-client/hooks';
import {
  Button,
  CopyLinkButton,
  EmptyState,
  ErrorView,
  formatDateRange,
  ListRow,
  RowList,
  Spinner,
  toast,
  vars,
} from '@lense/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { dateLocale } from '../../lib/dateLocale';
import { useManageMessages } from './manageMessages';

const Lead = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const KeyId = styled.code`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
`;

const Created = styled.span`
  display: block;
  margin-top: ${vars.space[1]};
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.textMuted};
`;

const Secret = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.success};
  border-radius: ${vars.radius.md};
  background: ${vars.color.successSubtle};
`;

const SecretTitle = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.md};
  color: ${vars.color.text};
`;

const SecretValue = styled.code`
  display: block;
  align-self: stretch;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

const KeyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  align-items: center;
`;

/** A key of the space with its Revoke button (busy while that key is revoked). */
function CredentialRow({
  spaceId,
  credential,
  onRevoked,
}: {
  spaceId: string;
  credential: SpaceCredential;
  onRevoked: (credentialId: string) => void;
}) {
  const revoke = useRevokeSpaceCredential(spaceId, credential.id);
  const t = useManageMessages();
  const onRevoke = async () => {
    try {
      await revoke.trigger();
      onRevoked(credential.id);
    } catch {
      toast.error(t('genericError'));
    }
  };
  return (
    <ListRow>
      <div>
        <KeyId>{credential.key_id}</KeyId>
        <Created>
          {t('credentials.created', {
            date: formatDateRange(credential.created_at, undefined, dateLocale(t.locale)),
          })}
        </Created>
      </div>
      <Button
        variant="danger"
        size="small"
        loading={revoke.isMutating}
        aria-label={t('credentials.revokeKey', { keyId: credential.key_id })}
        onClick={() => void onRevoke()}
      >
        {t('credentials.revoke')}
      </Button>
    </ListRow>
  );
}

/**
 * Get API Credentials: the space's upload keys. A new key's secret is shown once, with a copy button;
 * keys can be revoked.
 */
export function CredentialsPanel({ spaceId }: { spaceId: string }) {
  const credentials = useSpaceCredentials(spaceId);
  const create = useCreateSpaceCredential(spaceId);
  const t = useManageMessages();
  const [created, setCreated] = useState<CreatedSpaceCredential | null>(null);

  const onCreate = async () => {
    try {
      setCreated(await create.trigger());
    } catch {
      toast.error(t('genericError'));
    }
  };

  const onRevoked = (credentialId: string) => {
    setCreated((current) => (current?.id === credentialId ? null : current));
  };

  return (
    <>
      <Lead>{t('credentials.lead')}</Lead>
      <KeyActions>
        <Button loading={create.isMutating} onClick={() => void onCreate()}>
          {t('credentials.create')}
        </Button>
      </KeyActions>
      {created ? (
        <Secret aria-labelledby="new-credential-title">
          <SecretTitle id="new-credential-title">{t('credentials.newTitle')}</SecretTitle>
          <Lead>{t('credentials.copyNow')}</Lead>
          <SecretValue aria-label={t('credentials.newKey')}>{created.key}</SecretValue>
          <CopyLinkButton
            value={created.key}
            labels={{
              idle: t('credentials.copy'),
              copying: t('credentials.copying'),
              copied: t('credentials.copied'),
            }}
          />
        </Secret>
      ) : null}
      {credentials.error ? (
        <ErrorView message={t('fetchFailed')} onReload={() => void credentials.mutate()} />
      ) : !credentials.data ? (
        <Spinner label={t('credentials.loading')} />
      ) : credentials.data.length === 0 ? (
        <EmptyState title={t('credentials.emptyTitle')} description={t('credentials.emptyText')} />
      ) : (
        <RowList aria-label={t('credentials.list')}>
          {credentials.data.map((credential) => (
            <CredentialRow
              key={credential.id}
              spaceId={spaceId}
              credential={credential}
              onRevoked={onRevoked}
            />
          ))}
        </RowList>
      )}
    </>
  );
}
