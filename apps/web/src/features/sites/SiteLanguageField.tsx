import type { Locale, Site } from '@lense/api-client';
import { useUpdateSite } from '@lense/api-client/hooks';
import { toast } from '@lense/ui';
import { useEffect, useRef, useState } from 'react';
import { EventLanguageField } from '../../components/EventLanguageField';
import { useEventLanguageMessages } from '../../components/eventLanguageMessages';

/**
 * The language of a published site, inside the site's details form: it is saved when the form is, and only
 * when it changed. It listens to its form's submit itself, so the details form only has to place it.
 */
export function SiteLanguageField({ site }: { site: Site }) {
  const t = useEventLanguageMessages();
  const update = useUpdateSite(site.id);
  const [language, setLanguage] = useState<Locale | null>(site.language);
  const anchor = useRef<HTMLDivElement>(null);
  // What a submit saves, read when it happens: the listener is added once.
  const latest = useRef({
    language,
    saved: site.language,
    trigger: update.trigger,
    failed: t('site.failed'),
  });
  latest.current = { language, saved: site.language, trigger: update.trigger, failed: t('site.failed') };

  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    const save = () => {
      const { language, saved, trigger, failed } = latest.current;
      if (language === saved) return;
      trigger({ language }).catch(() => {
        toast.error(failed);
      });
    };
    form.addEventListener('submit', save);
    return () => form.removeEventListener('submit', save);
  }, []);

  return (
    <div ref={anchor}>
      <EventLanguageField scope="site" value={language} onChange={setLanguage} />
    </div>
  );
}
