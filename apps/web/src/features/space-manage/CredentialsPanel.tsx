// The keys are set in the bundled monospace font; loaded with this panel, not with the app's first page.
import '@fontsource/jetbrains-mono/400.css';
import '@fontsource/jetbrains-mono/600.css';
import { type CreatedSpaceCredential, MESSAGES, type SpaceCredential } from '@lense/api-client';
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
  const onRevoke = async () => {
    try {
      await revoke.trigger();
      onRevoked(credential.id);
    } catch {
      toast.error(MESSAGES.genericError);
    }
  };
  return (
    <ListRow>
      <div>
        <KeyId>{credential.key_id}</KeyId>
        <Created>Created {formatDateRange(credential.created_at)}</Created>
      </div>
      <Button
        variant="danger"
        size="small"
        loading={revoke.isMutating}
        aria-label={`Revoke ${credential.key_id}`}
        onClick={() => void onRevoke()}
      >
        Revoke
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
  const [created, setCreated] = useState<CreatedSpaceCredential | null>(null);

  const onCreate = async () => {
    try {
      setCreated(await create.trigger());
    } catch {
      toast.error(MESSAGES.genericError);
    }
  };

  const onRevoked = (credentialId: string) => {
    setCreated((current) => (current?.id === credentialId ? null : current));
  };

  return (
    <>
      <Lead>
        Upload photos to this space from your camera software or your own scripts. Send the key in the
        X-Lense-Key header.
      </Lead>
      <KeyActions>
        <Button loading={create.isMutating} onClick={() => void onCreate()}>
          Create a key
        </Button>
      </KeyActions>
      {created ? (
        <Secret aria-labelledby="new-credential-title">
          <SecretTitle id="new-credential-title">Your new key</SecretTitle>
          <Lead>Copy it now: it is shown only once.</Lead>
          <SecretValue aria-label="New key">{created.key}</SecretValue>
          <CopyLinkButton
            value={created.key}
            labels={{ idle: 'Copy key', copying: 'Copying…', copied: 'Key copied' }}
          />
        </Secret>
      ) : null}
      {credentials.error ? (
        <ErrorView message="Failed to fetch data" onReload={() => void credentials.mutate()} />
      ) : !credentials.data ? (
        <Spinner label="Loading keys" />
      ) : credentials.data.length === 0 ? (
        <EmptyState title="No keys yet" description="Create a key to upload photos without signing in." />
      ) : (
        <RowList aria-label="Keys">
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
