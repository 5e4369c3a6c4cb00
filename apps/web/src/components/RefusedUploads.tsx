import { Text, vars } from '@lense/ui';
import styled from 'styled-components';
import { useErrorText } from '../lib/errorText';
import type { RefusedUpload } from '../lib/uploadChecks';
import { useUploadsMessages } from '../lib/uploadsMessages';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSubtle};
  color: ${vars.color.danger};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

/**
 * The photos refused when their data was checked, each with the reason in the reader's language. An alert, since a refusal comes
 * after the upload has ended and the uploader may have moved on.
 */
export function RefusedUploads({ refused }: { refused: readonly RefusedUpload[] }) {
  const t = useUploadsMessages();
  const errorText = useErrorText();
  if (refused.length === 0) return null;
  return (
    <Box role="alert">
      <Text weight="medium">{t('refused.lead', { count: refused.length })}</Text>
      <Text asChild tone="default" paddingInline={5}>
        <ul aria-label={t('refused.list')}>
          {refused.map((photo) => (
            <li key={photo.photoId}>
              {photo.name}: {photo.reason ? errorText({ error: photo.reason }) : t('refused.unknownReason')}
            </li>
          ))}
        </ul>
      </Text>
    </Box>
  );
}
