import { isValidEmail } from '@lense/api-client';
import { useSubscribeNewsletter } from '@lense/api-client/hooks';
import { Footer, toast } from '@lense/ui';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { SOCIAL_LINKS, SUPPORT_EMAIL, SUPPORT_PHONE } from '../content/contact';
import { useShellMessages } from '../i18n/shellMessages';
import { useToday } from '../lib/clock';

/** The footer: the 'Get in Touch' newsletter signup, quick links, the contact block and this year's copyright. */
export function AppFooter() {
  const { trigger: subscribe } = useSubscribeNewsletter();
  const year = useToday().getFullYear();
  const t = useShellMessages();
  const onSubscribe = async (email: string) => {
    try {
      // Subscribes to the list named 'newsletter' (any case) among the e-mail lists.
      await subscribe(email);
    } catch (error) {
      toast.error(t('newsletter.failed'));
      // Rejecting keeps the address in the field for another try.
      throw error;
    }
    toast.success(t('newsletter.subscribed'));
  };
  return (
    <Footer
      onSubscribe={onSubscribe}
      validateEmail={isValidEmail}
      supportEmail={SUPPORT_EMAIL}
      phone={SUPPORT_PHONE}
      socials={SOCIAL_LINKS}
      year={year}
      bottomEnd={<LanguageSwitcher />}
    />
  );
}
