/**
 * Hand-written shapes of the entities the client's rules work on. They follow the product
 * specification and will give way to types generated from the API's OpenAPI document; the rules
 * only rely on the fields named here.
 */

/** A signed-up user. */
export interface User {
  id: string | number;
  first_name: string;
  last_name: string;
  email: string;
  accepted_terms_of_service: boolean;
  profile_picture_url?: string | null;
}

/** An album of an event. Dates are calendar dates, `YYYY-MM-DD`. */
export interface Space {
  id: string;
  user_id?: string | number | null;
  title: string;
  description?: string | null;
  location?: string | null;
  location_url?: string | null;
  formatted_address?: string | null;
  lat?: number | string | null;
  lng?: number | string | null;
  start_date: string;
  end_date: string;
  slug?: string | null;
  is_public: boolean;
  full_album: boolean;
  default_hide_items: boolean;
  use_watermark: boolean;
  watermark_id?: string | number | null;
  collection_id: string | number | null;
  /** Truthy when the current user owns the space (list entries). */
  owner?: boolean | null;
  /** Set on list entries hidden from the current view. */
  hidden?: boolean | null;
}

/** Visibility of a photo in its space. */
export type PhotoState = 'visible' | 'hidden';

/** A photo of a space. Photos are identified for de-duplication by `url`. */
export interface Photo {
  id: string | number;
  space_id?: string | number | null;
  url: string;
  path?: string | null;
  state?: PhotoState | string | null;
  comment?: string | null;
  price?: string | number | null;
  original_file_extension?: string | null;
  created_at?: string | null;
}
