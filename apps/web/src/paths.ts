/** Every route of the app, with href builders; use these instead of string literals. */
export const paths = {
  home: '/home',
  login: '/login',
  spaces: '/spaces',
} as const;
