import { vars } from '@lense/ui';
import styled from 'styled-components';
import { useShellMessages } from '../i18n/shellMessages';
import { focusTarget, MAIN_CONTENT_ID } from './routeFocus';

/** Off screen until focused (the first Tab on a page), then over the top left corner of the bar. */
const Link = styled.a`
  position: absolute;
  top: ${vars.space[2]};
  left: ${vars.space[2]};
  z-index: ${vars.zIndex.toast};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primary};
  color: ${vars.color.primaryContrast};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/**
 * The first stop of the keyboard on every page of the shell: jumps over the menu to the routed screen.
 * The address keeps no '#': the link focuses the screen itself.
 */
export function SkipLink() {
  const t = useShellMessages();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const target = document.getElementById(MAIN_CONTENT_ID);
        if (!target) return;
        event.preventDefault();
        focusTarget(target);
      }}
    >
      {t('skipLink')}
    </Link>
  );
}
