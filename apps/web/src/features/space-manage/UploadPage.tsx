import {
  ACCEPTED_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  type PutFile,
  type SpaceUploadResult,
  UploadValidationError,
  uploadToSpace,
} from '@lense/api-client';
import { useLenseClient, useSpace } from '@lense/api-client/hooks';
import {
  Button,
  displayTitle,
  Inline,
  PageHeader,
  PageLayout,
  Stack,
  Surface,
  Text,
  UploadDropzone,
  useUploadStatus,
} from '@lense/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { RefusedUploads } from '../../components/RefusedUploads';
import { paths } from '../../config/paths';
import { useTiming } from '../../lib/timing';
import { useUploadChecks } from '../../lib/uploadChecks';
import { UploadCancelledError, useResumableUploads, useUploadRun } from '../../lib/uploadRun';
import { useUploadsMessages } from '../../lib/uploadsMessages';
import { useManageMessages } from './manageMessages';
import { SentPhotos } from './SentPhotos';
import { SpaceScreen } from './SpaceScreen';

/** Props of {@link UploadPage}. */
export interface UploadPageProps {
  /** Sends one file to its presigned URL; defaults to XMLHttpRequest with progress (stories pass a fake). */
  put?: PutFile;
}

/**
 * /spaces/{id}/upload: pick or drop photos (images only, 30 MB each), sent one at a time with a progress
 * bar per file. The upload can be cancelled and failed files sent again. Status: idle → uploading →
 * completed, back to idle 3 s later; a failure returns to idle.
 */
export function UploadPage({ put }: UploadPageProps) {
  const t = useManageMessages();
  return (
    <SpaceScreen>
      {({ space }, spaceId) => (
        <PageLayout>
          <PageHeader
            title={t('upload.title')}
            lead={t('upload.lead', { title: displayTitle(space.title) })}
            actions={
              <Button asChild size="small" variant="secondary">
                <Link to={paths.space.manage(spaceId)}>{t('upload.manage')}</Link>
              </Button>
            }
          />
          <SpaceUpload spaceId={spaceId} put={put} />
        </PageLayout>
      )}
    </SpaceScreen>
  );
}

function SpaceUpload({ spaceId, put }: { spaceId: string; put?: PutFile }) {
  const t = useManageMessages();
  const client = useLenseClient();
  const space = useSpace(spaceId);
  const { uploadStatusResetMs } = useTiming();
  const { status, start, complete, fail } = useUploadStatus(uploadStatusResetMs);
  const upload = useUploadRun();
  const checks = useUploadChecks();
  const resumable = useResumableUploads('local', spaceId);
  const tUploads = useUploadsMessages();
  const [failure, setFailure] = useState<string | undefined>();
  const [cancelled, setCancelled] = useState(false);
  const [sent, setSent] = useState<readonly File[]>([]);

  // The progress list of a completed upload goes when the status returns to idle.
  const previous = useRef(status);
  const { clear } = upload;
  useEffect(() => {
    if (previous.current === 'completed' && status === 'idle') clear();
    previous.current = status;
  }, [status, clear]);

  const track = async (send: () => Promise<SpaceUploadResult>) => {
    setFailure(undefined);
    setCancelled(false);
    start();
    try {
      const outcome = await send();
      checks.follow(outcome);
      setSent(outcome.files.filter((file) => file.status === 'done').map((file) => file.file));
      if (outcome.status === 'completed') complete();
      else {
        fail();
        if (outcome.status === 'cancelled') setCancelled(true);
        else setFailure(t('upload.failed'));
      }
      if (outcome.files.some((file) => file.status === 'done')) void space.mutate();
    } catch (error) {
      fail();
      if (error instanceof UploadCancelledError) setCancelled(true);
      else setFailure(error instanceof UploadValidationError ? error.message : t('upload.failed'));
    }
    resumable.refresh();
  };

  const onFilesSelected = (files: File[]) => {
    checks.reset();
    setSent([]);
    void track(() =>
      upload.start(files, (controls) =>
        uploadToSpace(client, spaceId, files, {
          ...controls,
          // Parts, each tried again on its own; a story's fake storage takes whole files.
          ...(put ? { put } : { resumable: { store: resumable.store } }),
        }),
      ),
    );
  };

  const retry = () => {
    if (upload.unfinished) void track(upload.retry);
  };

  const problems = upload.rows.filter((row) => row.status === 'failed' || row.status === 'cancelled');
  return (
    <Stack gap={4} maxWidth="640px">
      {resumable.unfinishedCount > 0 && status !== 'uploading' ? (
        <Text role="status" size="sm" tone="muted">
          {tUploads('carryOn', { count: resumable.unfinishedCount })}
        </Text>
      ) : null}
      <UploadDropzone
        status={status}
        files={upload.rows}
        maxFileBytes={MAX_UPLOAD_BYTES}
        acceptedTypes={ACCEPTED_UPLOAD_TYPES}
        error={failure}
        onFilesSelected={onFilesSelected}
        onInvalid={() => {
          setFailure(undefined);
          setCancelled(false);
        }}
      />
      {cancelled ? (
        <Text role="status" size="sm" tone="muted">
          {t('upload.cancelled')}
        </Text>
      ) : null}
      {problems.length > 0 && status !== 'uploading' ? (
        <Surface asChild tone="danger" border paddingBlock={3} paddingInline={4}>
          <Text asChild tone="danger" size="sm">
            <ul aria-label={t('upload.problems')}>
              {problems.map((row) => (
                <li key={row.id}>
                  {t(row.status === 'failed' ? 'upload.fileFailed' : 'upload.fileNotSent', {
                    name: row.name,
                  })}
                </li>
              ))}
            </ul>
          </Text>
        </Surface>
      ) : null}
      <RefusedUploads refused={checks.refused} />
      {status !== 'uploading' ? <SentPhotos files={sent} to={paths.space.view(spaceId)} /> : null}
      <Inline gap={3} align="center">
        {status === 'uploading' ? (
          <Button variant="secondary" onClick={upload.cancel}>
            {t('upload.cancel')}
          </Button>
        ) : null}
        {upload.unfinished && status !== 'uploading' ? (
          <Button onClick={retry}>{t('upload.retry')}</Button>
        ) : null}
      </Inline>
    </Stack>
  );
}
