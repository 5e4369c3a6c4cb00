import { useLenseClient } from '@lense/api-client/hooks';
import { Button, toast } from '@lense/ui';
import { useState } from 'react';
import { useManageMessages } from './manageMessages';

/** The browser follows the address: the zip is saved as a download and the page stays. */
const followInBrowser = (url: string) => window.location.assign(url);

/** Props of {@link DownloadSpaceButton}. */
export interface DownloadSpaceButtonProps {
  /** The space whose originals to download. */
  spaceId: string;
  /** Opens the zip's signed address; defaults to the browser following it (tests and stories pass one). */
  follow?: (url: string) => void;
}

/**
 * The owner's 'Download all (zip)': asks the API for a short-lived signed address of the zip of the space's
 * originals (a link carries no token) and has the browser follow it, which streams the zip to disk.
 */
export function DownloadSpaceButton({ spaceId, follow = followInBrowser }: DownloadSpaceButtonProps) {
  const client = useLenseClient();
  const [starting, setStarting] = useState(false);
  const t = useManageMessages();
  const start = async () => {
    setStarting(true);
    try {
      const { url } = await client.spaces.downloadLink(spaceId);
      follow(url);
    } catch {
      toast.error(t('genericError'));
    } finally {
      setStarting(false);
    }
  };
  return (
    <Button variant="secondary" size="small" loading={starting} onClick={() => void start()}>
      {t('download')}
    </Button>
  );
}
