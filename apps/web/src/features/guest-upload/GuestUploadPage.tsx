import type { PutFile } from '@lense/api-client';
import { usePublicGuestLink } from '@lense/api-client/hooks';
import { displayTitle, Inline, Spinner, Stack } from '@lense/ui';
import { useParams } from 'react-router-dom';
import { CoverPhoto } from '../../components/CoverPhoto';
import { useEventLanguage } from '../../i18n/eventLanguage';
import { coverImage } from '../../lib/coverImage';
import { usePageTitle } from '../../lib/pageTitle';
import { EventCard } from './EventCard';
import { GuestLinkProblem } from './GuestLinkProblem';
import { GuestUploadPanel } from './GuestUploadPanel';
import { useGuestMessages } from './guestMessages';

/** Props of {@link GuestUploadPage}. */
export interface GuestUploadPageProps {
  /** Sends one file to its presigned URL; defaults to XMLHttpRequest with progress (stories pass a fake). */
  put?: PutFile;
}

/**
 * /g/:token, the page a guest link's QR code opens: the event, then an optional name (and the link's
 * password) and a photo picker; photos go up in parts with a progress bar each, a dropped part is tried
 * again, failed photos can be sent again and a photo picked again after a reload carries on.
 * No account: the guest joins the link on their first upload. An unknown or closed link says so.
 */
export function GuestUploadPage({ put }: GuestUploadPageProps) {
  const { token = '' } = useParams();
  const { data: link, error } = usePublicGuestLink(token);
  const t = useGuestMessages();
  // A guest reads the event's language when its organiser chose one (and they did not choose their own).
  useEventLanguage(link?.space.language);
  usePageTitle(link ? displayTitle(link.space.title) : undefined);
  return (
    <Stack
      asChild
      gap={4}
      maxWidth="560px"
      marginInline="auto"
      paddingInline={4}
      paddingBlockStart={5}
      paddingBlockEnd={7}
    >
      <main>
        {link ? (
          <>
            <CoverPhoto image={coverImage(link.space.cover)} />
            <EventCard link={link} />
            <GuestUploadPanel key={token} linkToken={token} link={link} put={put} />
          </>
        ) : error ? (
          <GuestLinkProblem error={error} />
        ) : (
          <Inline justify="center" paddingBlock={8}>
            <Spinner size="large" label={t('loading')} />
          </Inline>
        )}
      </main>
    </Stack>
  );
}
