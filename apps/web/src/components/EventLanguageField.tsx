import type { Locale } from '@lense/api-client';
import { Select } from '@lense/ui';
import { useEventLanguageMessages } from './eventLanguageMessages';

/** What the language is chosen for: an event's pages (guest page, poster, slideshow) or a published site. */
export type EventLanguageScope = 'event' | 'site';

/** Props of {@link EventLanguageField}. */
export interface EventLanguageFieldProps {
  /** The chosen language; null: each reader's own. */
  value: Locale | null;
  onChange: (language: Locale | null) => void;
  /** Whose pages speak it, for the label and hint. Default 'event'. */
  scope?: EventLanguageScope;
  /** The select's name in its form. Default 'language'. */
  name?: string;
}

// The select's value for "each reader's own": a select holds text, the API takes null.
const OWN = '';

/**
 * The organiser's choice of the language their readers see first: each reader's own (the default),
 * English or Kiswahili. Readers who chose a language themselves keep it.
 */
export function EventLanguageField({
  value,
  onChange,
  scope = 'event',
  name = 'language',
}: EventLanguageFieldProps) {
  const t = useEventLanguageMessages();
  return (
    <Select
      label={t(`${scope}.label`)}
      hint={t(`${scope}.hint`)}
      name={name}
      value={value ?? OWN}
      onChange={(event) => onChange(event.target.value === OWN ? null : (event.target.value as Locale))}
      options={[
        { value: OWN, label: t(`${scope}.own`) },
        { value: 'en', label: t('option.en') },
        { value: 'sw', label: t('option.sw') },
      ]}
    />
  );
}
