import { forwardRef } from 'react';
import { BackToTopButton } from './Masonry.styles';

/** Props of {@link BackToTop}. */
export interface BackToTopProps {
  /** Label of the button. Default 'Back to top'. */
  label?: string;
  /** Called after the window has been asked to scroll to the top. */
  onClick?: () => void;
}

/** A floating button that scrolls the window back to the top of the page. */
export const BackToTop = forwardRef<HTMLButtonElement, BackToTopProps>(function BackToTop(
  { label = 'Back to top', onClick },
  ref,
) {
  return (
    <BackToTopButton
      ref={ref}
      type="button"
      data-ui="BackToTop"
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        onClick?.();
      }}
    >
      <span aria-hidden="true">↑</span>
      {label}
    </BackToTopButton>
  );
});
