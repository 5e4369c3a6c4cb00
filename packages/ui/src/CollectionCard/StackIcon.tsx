/** Stacked frames: a collection of albums. */
export function StackIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" aria-hidden="true">
      <rect x="3" y="7" width="14" height="10" rx="2" strokeWidth="1.6" />
      <path d="M5 4.5h10M7 2h6" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
