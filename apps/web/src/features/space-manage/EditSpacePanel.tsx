import { type ApiSpace, MESSAGES, type SpaceUpdate } from '@lense/api-client';
import { useUpdateSpace } from '@lense/api-client/hooks';
import { Button, Checkbox, Textarea, TextField, toast, vars } from '@lense/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

/** Toast after a successful change. */
export const DETAILS_UPDATED = 'Details updated';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${vars.space[4]};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** A calendar date as the API takes it. */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

interface SpaceForm {
  title: string;
  description: string;
  location: string;
  start_date: string;
  end_date: string;
  is_public: boolean;
  default_hide_items: boolean;
  allow_downloads: boolean;
}

const formOf = (space: ApiSpace): SpaceForm => ({
  title: space.title,
  description: space.description ?? '',
  location: space.location ?? '',
  start_date: space.start_date.slice(0, 10),
  end_date: space.end_date.slice(0, 10),
  is_public: space.is_public,
  default_hide_items: space.default_hide_items,
  allow_downloads: space.allow_downloads,
});

/** Edit this space: title, description, location, dates, visibility and whether visitors may download it. */
export function EditSpacePanel({ space }: { space: ApiSpace }) {
  const update = useUpdateSpace(space.id);
  const [form, setForm] = useState<SpaceForm>(() => formOf(space));
  const set = <K extends keyof SpaceForm>(key: K, value: SpaceForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const titleMissing = form.title.trim() === '';
  const startInvalid = !DATE_PATTERN.test(form.start_date);
  const endInvalid = !DATE_PATTERN.test(form.end_date);
  const datesInverted = !startInvalid && !endInvalid && form.end_date < form.start_date;
  const blocked = titleMissing || startInvalid || endInvalid || datesInverted;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked || update.isMutating) return;
    const changes: SpaceUpdate = {
      title: form.title.trim(),
      description: form.description.trim() || null,
      location: form.location.trim() || null,
      start_date: form.start_date,
      end_date: form.end_date,
      is_public: form.is_public,
      default_hide_items: form.default_hide_items,
      allow_downloads: form.allow_downloads,
    };
    try {
      await update.trigger(changes);
      toast.success(DETAILS_UPDATED);
    } catch {
      toast.error(MESSAGES.genericError);
    }
  };

  return (
    <Form aria-label="Edit this space" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        label="Title"
        name="title"
        value={form.title}
        required
        error={titleMissing ? 'A title is required' : undefined}
        onChange={(event) => set('title', event.target.value)}
      />
      <Textarea
        label="Description"
        name="description"
        rows={3}
        value={form.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <TextField
        label="Location"
        name="location"
        value={form.location}
        onChange={(event) => set('location', event.target.value)}
      />
      <Dates>
        <TextField
          label="Start date"
          name="start_date"
          placeholder="YYYY-MM-DD"
          value={form.start_date}
          error={startInvalid ? 'Use the form YYYY-MM-DD' : undefined}
          onChange={(event) => set('start_date', event.target.value)}
        />
        <TextField
          label="End date"
          name="end_date"
          placeholder="YYYY-MM-DD"
          value={form.end_date}
          error={
            endInvalid
              ? 'Use the form YYYY-MM-DD'
              : datesInverted
                ? 'The end date must not be before the start date'
                : undefined
          }
          onChange={(event) => set('end_date', event.target.value)}
        />
      </Dates>
      <Checkbox
        label="Public: anyone with the link can view this space"
        checked={form.is_public}
        onChange={(event) => set('is_public', event.target.checked)}
      />
      <Checkbox
        label="Hide new photos until I show them"
        checked={form.default_hide_items}
        onChange={(event) => set('default_hide_items', event.target.checked)}
      />
      <Checkbox
        label="Let visitors download the photos as a zip"
        checked={form.allow_downloads}
        onChange={(event) => set('allow_downloads', event.target.checked)}
      />
      <Footer>
        <Button type="submit" loading={update.isMutating} disabled={blocked}>
          Save changes
        </Button>
      </Footer>
    </Form>
  );
}
