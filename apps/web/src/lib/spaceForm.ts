import type { ApiSpace, Locale, SpaceInput } from '@lense/api-client';
import { addCalendarDays, formatCalendarDate, parseCalendarDate } from '@lense/ui';

/** What the space form edits: the space's fields as the inputs hold them. */
export interface SpaceFormValues {
  title: string;
  description: string;
  location: string;
  location_url: string;
  start_date: string;
  end_date: string;
  is_public: boolean;
  full_album: boolean;
  default_hide_items: boolean;
  /** Visitors may download the photos they see as one zip. */
  allow_downloads: boolean;
  /** The language of the event's pages (guest page, poster, slideshow); null: each guest's own. */
  language: Locale | null;
}

/** Why a field is invalid; the form shows the message of that name. */
export type SpaceFormError =
  | 'titleRequired'
  | 'titleTooLong'
  | 'startDateRequired'
  | 'endDateRequired'
  | 'endBeforeStart'
  | 'invalidLink';

/** The error of each invalid field. */
export type SpaceFormErrors = Partial<Record<keyof SpaceFormValues, SpaceFormError>>;

/** The longest title the API accepts. */
export const TITLE_MAX_LENGTH = 200;

/** A new space ends this many days after it starts (specification, section 9). */
export const DEFAULT_SPACE_LENGTH_DAYS = 7;

/** Where the new-space form reads the time from. */
export interface NewSpaceOptions {
  /** Current time; defaults to the system clock (stories and tests fix it). */
  now?: () => Date;
}

/**
 * A new space's form: empty texts and the new-space defaults of the specification (section 3): today
 * to today + 7 days as the user's own calendar dates, public, not a full album, new items shown, no
 * downloads, each guest's own language. The API gives the space its id (and applies the same defaults to
 * what is left out).
 */
export function newSpaceFormValues(options: NewSpaceOptions = {}): SpaceFormValues {
  const now = options.now?.() ?? new Date();
  return {
    title: '',
    description: '',
    location: '',
    location_url: '',
    start_date: formatCalendarDate(now),
    end_date: formatCalendarDate(addCalendarDays(now, DEFAULT_SPACE_LENGTH_DAYS)),
    is_public: true,
    full_album: false,
    default_hide_items: false,
    allow_downloads: false,
    language: null,
  };
}

/** The form of an existing space. */
export function spaceFormValues(space: ApiSpace): SpaceFormValues {
  return {
    title: space.title,
    description: space.description ?? '',
    location: space.location ?? '',
    location_url: space.location_url ?? '',
    start_date: space.start_date,
    end_date: space.end_date,
    is_public: space.is_public,
    full_album: space.full_album,
    default_hide_items: space.default_hide_items,
    allow_downloads: space.allow_downloads,
    language: space.language,
  };
}

function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The form's errors; an empty object when it can be submitted. */
export function validateSpaceForm(values: SpaceFormValues): SpaceFormErrors {
  const errors: SpaceFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'titleRequired';
  else if (title.length > TITLE_MAX_LENGTH) errors.title = 'titleTooLong';
  const start = parseCalendarDate(values.start_date);
  const end = parseCalendarDate(values.end_date);
  if (!start) errors.start_date = 'startDateRequired';
  if (!end) errors.end_date = 'endDateRequired';
  else if (start && end.getTime() < start.getTime()) errors.end_date = 'endBeforeStart';
  const link = values.location_url.trim();
  if (link && !isWebLink(link)) errors.location_url = 'invalidLink';
  return errors;
}

const orNull = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** The body of POST /spaces or PATCH /spaces/{id} for valid form values. */
export function spaceInput(values: SpaceFormValues): SpaceInput {
  return {
    title: values.title.trim(),
    description: orNull(values.description),
    location: orNull(values.location),
    location_url: orNull(values.location_url),
    start_date: values.start_date,
    end_date: values.end_date,
    is_public: values.is_public,
    full_album: values.full_album,
    default_hide_items: values.default_hide_items,
    allow_downloads: values.allow_downloads,
    language: values.language,
  };
}
