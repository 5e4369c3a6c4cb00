import styled from 'styled-components';
import { media, vars } from '../theme';

/** Height of the bar, its bottom border included, in pixels (a page's frame leaves it free). */
export const NAV_BAR_HEIGHT = 65;

export const NavBarRoot = styled.header.withConfig({ componentId: 'lense-NavBar-NavBarRoot' })`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.sticky};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.background};
`;

export const NavBarInner = styled.div.withConfig({ componentId: 'lense-NavBar-NavBarInner' })`
  display: flex;
  align-items: center;
  gap: ${vars.space[5]};
  max-width: 1280px;
  height: ${NAV_BAR_HEIGHT - 1}px;
  margin: 0 auto;
  padding: 0 ${vars.space[5]};
  ${media.tablet} { gap: ${vars.space[4]}; padding: 0 ${vars.space[4]}; }
  ${media.mobile} { padding: 0 ${vars.space[4]}; }
`;

export const Brand = styled.span.withConfig({ componentId: 'lense-NavBar-Brand' })`
  display: inline-flex;
  & a {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    color: ${vars.color.text};
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.bold};
    text-decoration: none;
    border-radius: ${vars.radius.sm};
  }
  & a:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;

export const LogoMark = styled.span.withConfig({ componentId: 'lense-NavBar-LogoMark' })`
  display: inline-flex;
  width: 28px;
  height: 28px;
  align-items: center;
  justify-content: center;
  border-radius: ${vars.radius.md};
  background: ${vars.color.primary};
  color: ${vars.color.primaryContrast};
  font-size: ${vars.fontSize.md};
`;

export const DesktopLinks = styled.nav.withConfig({ componentId: 'lense-NavBar-DesktopLinks' })`
  flex: 1;
  & > ul {
    display: flex;
    align-items: center;
    gap: ${vars.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${media.mobile} { display: none; }
`;

const linkStyles = `
  display: inline-flex;
  align-items: center;
  border-radius: ${vars.radius.md};
  color: ${vars.color.textMuted};
  font-weight: ${vars.fontWeight.medium};
  text-decoration: none;
`;

export const NavLinkSlot = styled.li.withConfig({ componentId: 'lense-NavBar-NavLinkSlot' })`
  & a {
    ${linkStyles}
    height: 36px;
    padding: 0 ${vars.space[3]};
    font-size: ${vars.fontSize.sm};
  }
  & a:hover { color: ${vars.color.text}; background: ${vars.color.surface}; }
  & a[aria-current='page'] { color: ${vars.color.primary}; background: ${vars.color.primarySubtle}; }
  & a:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;

export const RightSlot = styled.div.withConfig({ componentId: 'lense-NavBar-RightSlot' })`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  margin-inline-start: auto;
  & > a {
    ${linkStyles}
    height: 36px;
    padding: 0 ${vars.space[4]};
    background: ${vars.color.primary};
    color: ${vars.color.primaryContrast};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
  }
  & > a:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
  ${media.mobile} { display: none; }
`;

export const MenuToggle = styled.button.withConfig({ componentId: 'lense-NavBar-MenuToggle' })`
  display: inline-flex;
  margin-inline-start: auto;
  width: 40px;
  height: 40px;
  align-items: center;
  justify-content: center;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
  ${media.tabletUp} { display: none; }
`;

export const MobilePanel = styled.nav.withConfig({ componentId: 'lense-NavBar-MobilePanel' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[2]} ${vars.space[4]} ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.background};
  box-shadow: ${vars.shadow.md};
  ${media.tabletUp} { display: none; }
  & ul { display: flex; flex-direction: column; gap: ${vars.space[1]}; margin: 0; padding: 0; list-style: none; }
  & a {
    ${linkStyles}
    width: 100%;
    height: 44px;
    padding: 0 ${vars.space[3]};
    font-size: ${vars.fontSize.md};
  }
  & a[aria-current='page'] { color: ${vars.color.primary}; background: ${vars.color.primarySubtle}; }
  & a:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: -2px; }
`;

export const MobileFooter = styled.div.withConfig({ componentId: 'lense-NavBar-MobileFooter' })`
  display: flex;
  margin-top: ${vars.space[2]};
  padding-top: ${vars.space[3]};
  border-top: 1px solid ${vars.color.border};
`;
