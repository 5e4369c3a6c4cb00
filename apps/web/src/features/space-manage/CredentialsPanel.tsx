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
  Box,
  Button,
  CopyLinkButton,
  EmptyState,
  ErrorView,
  formatDateRange,
  Heading,
  Inline,
  ListRow,
  RowList,
  Spinner,
  Stack,
  Text,
  toast,
  vars,
} from '@lense/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { dateLocale } from '../../lib/dateLocale';
import { useManageMessages } from './manageMessages';

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
        <Text asChild size="sm" weight="semibold" tone="default">
          <code>{credential.key_id}</code>
        </Text>
        <Box asChild display="block" marginBlockStart={1}>
          <Text asChild size="xs" tone="muted">
            <span>
              {t('credentials.created', {
                date: formatDateRange(credential.created_at, undefined, dateLocale(t.locale)),
              })}
            </span>
          </Text>
        </Box>
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
      <Text tone="muted">{t('credentials.lead')}</Text>
      <Inline gap={3} align="center">
        <Button loading={create.isMutating} onClick={() => void onCreate()}>
          {t('credentials.create')}
        </Button>
      </Inline>
      {created ? (
        <Secret aria-labelledby="new-credential-title">
          <Heading id="new-credential-title" level={3} size="md" leading="normal">
            {t('credentials.newTitle')}
          </Heading>
          <Text tone="muted">{t('credentials.copyNow')}</Text>
          {/* The key and its Copy button, named together: a `code` element cannot carry a name of its own. */}
          <Stack role="group" aria-label={t('credentials.newKey')} gap={3} align="start" width="100%">
            <SecretValue>{created.key}</SecretValue>
            <CopyLinkButton
              value={created.key}
              labels={{
                idle: t('credentials.copy'),
                copying: t('credentials.copying'),
                copied: t('credentials.copied'),
              }}
            />
          </Stack>
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
