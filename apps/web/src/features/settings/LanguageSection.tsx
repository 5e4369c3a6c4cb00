import { useLenseClient } from '@lense/api-client/hooks';
import { OptionPicker, type PickerOption, toast } from '@lense/ui';
import { chooseLocale } from '../../i18n/chosenLocale';
import { useLocale } from '../../i18n/LocaleScope';
import { useLanguageMessages } from '../../i18n/languageMessages';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales';
import { useErrorText } from '../../lib/errorText';
import { Section } from './SettingsSection';
import { useSettingsMessages } from './settingsMessages';

// Each language named in itself, marked so a screen reader says it in that language.
const LANGUAGES: readonly PickerOption<Locale>[] = LOCALES.map((locale) => ({
  value: locale,
  label: <span lang={locale}>{LOCALE_NAMES[locale]}</span>,
}));

/**
 * Settings' language: the same choice as the footer's switcher, remembered on this browser and kept on the
 * account, so Lense's e-mails to its owner speak it too. A language whose texts cannot be loaded leaves the
 * page in the one it was in, with a toast saying so.
 */
export function LanguageSection() {
  const t = useSettingsMessages();
  const language = useLanguageMessages();
  const locale = useLocale();
  const client = useLenseClient();
  const errorText = useErrorText();
  const choose = async (next: Locale) => {
    try {
      await chooseLocale(next);
    } catch {
      toast.error(language('failed'));
      return;
    }
    await client.account.updateAccount({ locale: next }).catch((error: unknown) => {
      toast.error(errorText(error));
    });
  };
  return (
    <Section aria-labelledby="settings-language">
      <h2 id="settings-language">{t('language.title')}</h2>
      <OptionPicker
        label={language('label')}
        hideLabel
        hint={t('language.hint')}
        options={LANGUAGES}
        value={locale === 'pseudo' ? 'en' : locale}
        onValueChange={(next) => void choose(next)}
      />
    </Section>
  );
}
