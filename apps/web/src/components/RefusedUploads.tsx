import { Stack, Surface, Text } from '@lense/ui';
import { useErrorText } from '../lib/errorText';
import type { RefusedUpload } from '../lib/uploadChecks';
import { useUploadsMessages } from '../lib/uploadsMessages';

// A long file name breaks rather than widening the box.
const boxText = { overflowWrap: 'anywhere' } as const;

/**
 * The photos refused when their data was checked, each with the reason in the reader's language. An alert, since a refusal comes
 * after the upload has ended and the uploader may have moved on.
 */
export function RefusedUploads({ refused }: { refused: readonly RefusedUpload[] }) {
  const t = useUploadsMessages();
  const errorText = useErrorText();
  if (refused.length === 0) return null;
  return (
    <Surface asChild tone="danger" border paddingBlock={3} paddingInline={4}>
      <Text asChild tone="danger" size="sm">
        <Stack gap={2} role="alert" style={boxText}>
          <Text weight="medium">{t('refused.lead', { count: refused.length })}</Text>
          <Text asChild tone="default" paddingInline={5}>
            <ul aria-label={t('refused.list')}>
              {refused.map((photo) => (
                <li key={photo.photoId}>
                  {photo.name}:{' '}
                  {photo.reason ? errorText({ error: photo.reason }) : t('refused.unknownReason')}
                </li>
              ))}
            </ul>
          </Text>
        </Stack>
      </Text>
    </Surface>
  );
}
