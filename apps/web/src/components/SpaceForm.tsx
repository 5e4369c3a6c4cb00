import { Button, Checkbox, Grid, Inline, Stack, Textarea, TextField, vars } from '@lense/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import styled from 'styled-components';
import {
  type SpaceFormError,
  type SpaceFormErrors,
  type SpaceFormValues,
  TITLE_MAX_LENGTH,
  validateSpaceForm,
} from '../lib/spaceForm';
import { useSpacesMessages } from '../lib/spacesMessages';
import { EventLanguageField } from './EventLanguageField';

/** Two fields side by side where there is room for both at 200px. */
function Row({ children }: { children: ReactNode }) {
  return (
    <Grid minChildWidth="200px" gap={4}>
      {children}
    </Grid>
  );
}

const Options = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    margin-bottom: ${vars.space[2]};
    padding: 0;
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.text};
  }
`;

const FIELD_ORDER: readonly (keyof SpaceFormValues)[] = [
  'title',
  'description',
  'location',
  'location_url',
  'start_date',
  'end_date',
];

/** Props of {@link SpaceForm}. */
export interface SpaceFormProps {
  /** The values the form starts with. */
  initialValues: SpaceFormValues;
  /** The submit button's label. */
  submitLabel: string;
  /** A submission runs (or has just answered): the submit button is busy. */
  submitting: boolean;
  /** Called with valid values; invalid values show their errors instead. */
  onSubmit: (values: SpaceFormValues) => void;
  /** Extra actions on the left of the footer (e.g. Delete). */
  secondaryActions?: ReactNode;
  /** The form's accessible name. Default: `submitLabel`. */
  'aria-label'?: string;
}

/**
 * The fields of a space: title, description, place and its map link, the dates (date pickers), the
 * options (public, full album, hide new items, downloads) and the language of the event's pages. Errors
 * show after the first submit and clear as their field is edited. The one form of a space: new (/spaces/new)
 * and edited (/spaces/{id}/edit and the 'Edit this space' panel of /spaces/{id}/manage/edit, through
 * `EditSpaceForm`).
 */
export function SpaceForm({
  initialValues,
  submitLabel,
  submitting,
  onSubmit,
  secondaryActions,
  'aria-label': ariaLabel = submitLabel,
}: SpaceFormProps) {
  const t = useSpacesMessages();
  const [values, setValues] = useState(initialValues);
  const errorText = (error: SpaceFormError | undefined) =>
    error && t(`form.error.${error}`, { max: TITLE_MAX_LENGTH });
  const [errors, setErrors] = useState<SpaceFormErrors>({});
  const set = <K extends keyof SpaceFormValues>(field: K, value: SpaceFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field] && !(field === 'start_date' && current.end_date)) return current;
      const next = { ...current };
      delete next[field];
      if (field === 'start_date') delete next.end_date;
      return next;
    });
  };
  const text =
    (field: 'title' | 'description' | 'location' | 'location_url' | 'start_date' | 'end_date') =>
    (event: { target: { value: string } }) =>
      set(field, event.target.value);
  const flag =
    (field: 'is_public' | 'full_album' | 'default_hide_items' | 'allow_downloads') =>
    (event: { target: { checked: boolean } }) =>
      set(field, event.target.checked);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateSpaceForm(values);
    setErrors(found);
    const invalid = FIELD_ORDER.find((field) => found[field]);
    if (invalid === undefined) {
      onSubmit(values);
      return;
    }
    // The first invalid field takes the focus, so its error is read out.
    const control = (event.currentTarget as HTMLFormElement).elements.namedItem(invalid);
    if (control instanceof HTMLElement) control.focus();
  };

  return (
    <Stack asChild gap={4}>
      <form noValidate onSubmit={submit} aria-label={ariaLabel}>
        <TextField
          label={t('form.title')}
          name="title"
          value={values.title}
          onChange={text('title')}
          error={errorText(errors.title)}
        />
        <Textarea
          label={t('form.description')}
          name="description"
          rows={4}
          value={values.description}
          onChange={text('description')}
          error={errorText(errors.description)}
        />
        <Row>
          <TextField
            label={t('form.location')}
            name="location"
            value={values.location}
            onChange={text('location')}
            error={errorText(errors.location)}
          />
          <TextField
            label={t('form.mapLink')}
            name="location_url"
            type="url"
            hint={t('form.mapLinkHint')}
            value={values.location_url}
            onChange={text('location_url')}
            error={errorText(errors.location_url)}
          />
        </Row>
        <Row>
          <TextField
            label={t('form.startDate')}
            name="start_date"
            type="date"
            value={values.start_date}
            onChange={text('start_date')}
            error={errorText(errors.start_date)}
          />
          <TextField
            label={t('form.endDate')}
            name="end_date"
            type="date"
            value={values.end_date}
            onChange={text('end_date')}
            error={errorText(errors.end_date)}
          />
        </Row>
        <Options>
          <legend>{t('form.options')}</legend>
          <Checkbox
            label={t('form.public')}
            hint={t('form.publicHint')}
            name="is_public"
            checked={values.is_public}
            onChange={flag('is_public')}
          />
          <Checkbox
            label={t('form.fullAlbum')}
            hint={t('form.fullAlbumHint')}
            name="full_album"
            checked={values.full_album}
            onChange={flag('full_album')}
          />
          <Checkbox
            label={t('form.hideNew')}
            hint={t('form.hideNewHint')}
            name="default_hide_items"
            checked={values.default_hide_items}
            onChange={flag('default_hide_items')}
          />
          <Checkbox
            label={t('form.downloads')}
            hint={t('form.downloadsHint')}
            name="allow_downloads"
            checked={values.allow_downloads}
            onChange={flag('allow_downloads')}
          />
        </Options>
        <EventLanguageField value={values.language} onChange={(language) => set('language', language)} />
        <Inline justify="between" gap={3} marginBlockStart={2}>
          <div>{secondaryActions}</div>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Inline>
      </form>
    </Stack>
  );
}
