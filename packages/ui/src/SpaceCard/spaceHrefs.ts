/** Builds the hrefs a space card links to; every builder gets the space id. */
export interface SpaceHrefs {
  /** The public view of the space. Default `/spaces/{id}/view`. */
  view: (id: string) => string;
  /** The QR code page. Default `/spaces/{id}/qr`. */
  qr: (id: string) => string;
  /** The owner's edit form. Default `/spaces/{id}/manage/edit`. */
  edit: (id: string) => string;
  /** An owner's management page. Default `/spaces/{id}/manage/{option}`. */
  manage: (id: string, option: string) => string;
}

const base = (id: string) => `/spaces/${encodeURIComponent(id)}`;

/** The spec's space card links. */
export const defaultSpaceHrefs: SpaceHrefs = {
  view: (id) => `${base(id)}/view`,
  qr: (id) => `${base(id)}/qr`,
  edit: (id) => `${base(id)}/manage/edit`,
  manage: (id, option) => `${base(id)}/manage/${encodeURIComponent(option)}`,
};

/** One owner-only management entry: the `{option}` path segment and its label. */
export interface SpaceManageOption {
  option: string;
  label: string;
}

/** The management entry shown by default. */
export const defaultSpaceManageOptions: readonly SpaceManageOption[] = [
  { option: 'shares', label: 'Manage' },
];
