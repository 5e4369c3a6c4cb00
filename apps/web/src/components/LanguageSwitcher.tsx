import { toast, VisuallyHidden, vars } from '@lense/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { chooseLocale } from '../i18n/chosenLocale';
import { useLocale } from '../i18n/LocaleScope';
import { useLanguageMessages } from '../i18n/languageMessages';
import { LOCALE_NAMES, LOCALES, type Locale } from '../i18n/locales';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

const Choice = styled.select`
  min-block-size: 32px;
  padding-inline: ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
`;

/**
 * Chooses the language of the whole app, for this browser (remembered). Each language is named in itself.
 * `hideLabel` keeps the word 'Language' for screen readers only (a narrow header).
 */
export function LanguageSwitcher({ hideLabel = false }: { hideLabel?: boolean }) {
  const t = useLanguageMessages();
  const locale = useLocale();
  const id = useId();
  const choose = (next: Locale) =>
    chooseLocale(next).catch(() => {
      toast.error(t('failed'));
    });
  return (
    <Label htmlFor={id}>
      {hideLabel ? <VisuallyHidden>{t('label')}</VisuallyHidden> : t('label')}
      <Choice id={id} value={locale} onChange={(event) => void choose(event.target.value as Locale)}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </Choice>
    </Label>
  );
}
