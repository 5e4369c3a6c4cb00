import styled from 'styled-components';
import { cardSurface } from '../card';
import { vars } from '../theme';

export const SiteCardRoot = styled.article.withConfig({ componentId: 'lense-SiteCard-SiteCardRoot' })`
  ${cardSurface}
`;

export const Banner = styled.img.withConfig({ componentId: 'lense-SiteCard-Banner' })`
  width: 100%;
  aspect-ratio: 3 / 1;
  object-fit: cover;
  background: ${vars.color.primarySubtle};
`;

export const Header = styled.div.withConfig({ componentId: 'lense-SiteCard-Header' })`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} ${vars.space[4]} 0;
  /* Without a description the header ends the card. */
  &:last-child {
    padding-block-end: ${vars.space[4]};
  }
`;

export const Icon = styled.img.withConfig({ componentId: 'lense-SiteCard-Icon' })`
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: ${vars.radius.md};
  object-fit: cover;
  border: 1px solid ${vars.color.border};
`;

export const Initial = styled.span.withConfig({ componentId: 'lense-SiteCard-Initial' })`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${vars.radius.md};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primary};
  font-weight: ${vars.fontWeight.bold};
  font-size: ${vars.fontSize.lg};
  text-transform: uppercase;
`;

export const Heading = styled.div.withConfig({ componentId: 'lense-SiteCard-Heading' })`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  a {
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.primary};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover { text-decoration: underline; }
`;

export const OptionsButton = styled.button.withConfig({ componentId: 'lense-SiteCard-OptionsButton' })`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;
  &:hover { background: ${vars.color.surface}; border-color: ${vars.color.border}; }
  &[aria-expanded='true'] { background: ${vars.color.primarySubtle}; color: ${vars.color.primary}; }
`;

export const Face = styled.div.withConfig({ componentId: 'lense-SiteCard-Face' })`
  padding: ${vars.space[3]} ${vars.space[4]} ${vars.space[4]};
`;

export const OptionList = styled.ul.withConfig({ componentId: 'lense-SiteCard-OptionList' })`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  & > li > a, & > li > button {
    display: flex;
    align-items: center;
    width: 100%;
    height: 40px;
    padding: 0 ${vars.space[3]};
    border: 0;
    border-radius: ${vars.radius.md};
    background: transparent;
    color: ${vars.color.text};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  & > li > a:hover, & > li > button:hover { background: ${vars.color.surface}; }
  & > li > [data-tone='danger'] { color: ${vars.color.danger}; }
  & > li > [data-tone='danger']:hover { background: ${vars.color.dangerSubtle}; }
`;
