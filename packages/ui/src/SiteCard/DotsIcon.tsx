/** Three horizontal dots, the conventional "more options" glyph. */
export function DotsIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" fill="currentColor" aria-hidden="true">
      <circle cx="3.5" cy="9" r="1.75" />
      <circle cx="9" cy="9" r="1.75" />
      <circle cx="14.5" cy="9" r="1.75" />
    </svg>
  );
}
