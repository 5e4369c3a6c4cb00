import type { PublicGuestLink, PutFile } from '@lense/api-client';
import { Stack, Surface } from '@lense/ui';
import { useState } from 'react';
import { RefusedUploads } from '../../components/RefusedUploads';
import { GuestUploadForm } from './GuestUploadForm';
import { useGuestMessages } from './guestMessages';
import { SentThanks } from './SentThanks';
import { UploadAnnouncement } from './UploadAnnouncement';
import { useGuestUpload } from './useGuestUpload';

/** Props of {@link GuestUploadPanel}. */
export interface GuestUploadPanelProps {
  /** The guest link's token (from its address). */
  linkToken: string;
  link: PublicGuestLink;
  /** Sends one file to its presigned URL; defaults to XMLHttpRequest with progress. */
  put?: PutFile;
}

/** A guest's side of the link: the form and its upload, then the thanks and 'Send more photos'. */
export function GuestUploadPanel({ linkToken, link, put }: GuestUploadPanelProps) {
  const upload = useGuestUpload(linkToken, link, put);
  const t = useGuestMessages();
  // Set by 'Send more photos': the form that comes back puts focus on its picker.
  const [again, setAgain] = useState(false);
  return (
    <Surface asChild border radius="lg" padding={5} minWidth="0">
      <Stack asChild gap={4}>
        <section aria-label={t('panel.label')}>
          <UploadAnnouncement phase={upload.phase} rows={upload.rows} sentCount={upload.sentCount} />
          {upload.phase === 'done' ? (
            <SentThanks
              review={link.review}
              onSendMore={() => {
                setAgain(true);
                upload.sendMore();
              }}
            />
          ) : (
            <GuestUploadForm link={link} upload={upload} focusPicker={again} />
          )}
          <RefusedUploads refused={upload.refused} />
        </section>
      </Stack>
    </Surface>
  );
}
