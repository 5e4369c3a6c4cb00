import {
  ACCEPTED_UPLOAD_TYPES,
  GUEST_PHOTOS_PER_MINUTE,
  MAX_UPLOAD_BYTES,
  type PublicGuestLink,
} from '@lense/api-client';
import { Button, Stack, Surface, Text, UploadDropzone } from '@lense/ui';
import { useEffect, useRef, useState } from 'react';
import { useErrorText } from '../../lib/errorText';
import { useUploadsMessages } from '../../lib/uploadsMessages';
import { GuestDetails } from './GuestDetails';
import { useGuestMessages } from './guestMessages';
import { UnsentPhotos } from './UnsentPhotos';
import type { JoinDetails } from './useGuestPass';
import type { GuestUpload, GuestUploadProblem } from './useGuestUpload';

/** The dropzone's pick button (the dropzone does not hand it out). */
const pickerOf = (dropzone: HTMLElement | null) => dropzone?.querySelector<HTMLButtonElement>('button');

/** A stopped send as the guest reads it. */
function problemText(
  t: ReturnType<typeof useGuestMessages>,
  errorText: (error: unknown) => string,
  problem: GuestUploadProblem,
): string {
  if (problem.kind === 'refused') return errorText(problem.error);
  return t('progress.restWaits', {
    sent: problem.sent,
    rest: problem.rest,
    perMinute: GUEST_PHOTOS_PER_MINUTE,
  });
}

/** Props of {@link GuestUploadForm}. */
export interface GuestUploadFormProps {
  link: PublicGuestLink;
  upload: GuestUpload;
  /** Puts focus on the photo picker once shown ('Send more photos' brings the form back). */
  focusPicker?: boolean;
}

/**
 * Who is sending and the photo picker (images, several at once; a phone offers its camera or gallery).
 * Picking sends at once. A selection that was refused (wrong password, a busy minute) is kept with a
 * button to send it again, so nothing typed or picked is lost.
 */
export function GuestUploadForm({ link, upload, focusPicker = false }: GuestUploadFormProps) {
  const { phase, pass, rows, waiting, problem, passwordError, unfinishedCount } = upload;
  const [details, setDetails] = useState<JoinDetails>(() => ({ name: pass?.name ?? '', password: '' }));
  const t = useGuestMessages();
  const tUploads = useUploadsMessages();
  const errorText = useErrorText();
  const passwordRef = useRef<HTMLInputElement>(null);
  const dropzoneRef = useRef<HTMLDivElement>(null);
  const resendRef = useRef<HTMLButtonElement>(null);
  const busy = phase === 'joining' || phase === 'uploading';
  const resend = phase === 'ready' ? waiting : null;

  // Focus follows what the guest must do next: fix the password, send again, or pick again.
  useEffect(() => {
    if (passwordError) passwordRef.current?.focus();
  }, [passwordError]);
  useEffect(() => {
    if (problem && phase === 'ready') (resendRef.current ?? pickerOf(dropzoneRef.current))?.focus();
  }, [problem, phase]);
  useEffect(() => {
    if (focusPicker) pickerOf(dropzoneRef.current)?.focus();
  }, [focusPicker]);

  return (
    <Stack asChild gap={4} minWidth="0">
      <form
        aria-label={t('form.label')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (resend && !busy) void upload.send(resend, details);
        }}
      >
        <GuestDetails
          pass={pass}
          needsPassword={link.needs_password}
          details={details}
          onChange={setDetails}
          passwordError={passwordError}
          passwordRef={passwordRef}
          disabled={busy}
        />
        {/* Right under the fields, so the fix and the send are in view together on a phone. */}
        {resend ? (
          <Button ref={resendRef} type="submit" fullWidth>
            {t('form.send', { count: resend.length })}
          </Button>
        ) : null}
        {phase === 'ready' && unfinishedCount > 0 ? (
          <Surface asChild tone="info" paddingBlock={3} paddingInline={4}>
            <Text role="status" tone="default" size="sm">
              {tUploads('carryOn', { count: unfinishedCount })}
            </Text>
          </Surface>
        ) : null}
        <UploadDropzone
          ref={dropzoneRef}
          title={t('form.dropzoneTitle')}
          buttonLabel={t('form.choose')}
          status={busy ? 'uploading' : 'idle'}
          files={rows}
          maxFileBytes={MAX_UPLOAD_BYTES}
          acceptedTypes={ACCEPTED_UPLOAD_TYPES}
          error={problem ? problemText(t, errorText, problem) : undefined}
          onFilesSelected={(files) => void upload.send(files, details)}
        />
        {phase === 'unfinished' ? <UnsentPhotos rows={rows} onRetry={() => void upload.retry()} /> : null}
        <Text tone="muted" size="sm">
          {t('form.allowance', { count: link.max_uploads_per_guest })}
        </Text>
      </form>
    </Stack>
  );
}
