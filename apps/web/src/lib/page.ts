/**
 * Whole-page actions, kept on one object so tests and stories can replace them
 * (`vi.spyOn(page, 'reload')`).
 */
export const page = {
  /** Reloads the current document. */
  reload(): void {
    window.location.reload();
  },
};
