import styled from 'styled-components';
import { media, vars } from '../theme';

// Logical properties throughout (block/inline, start/end), so the footer mirrors under dir="rtl".

export const FooterRoot = styled.footer.withConfig({ componentId: 'lense-Footer-FooterRoot' })`
  border-block-start: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;

export const FooterGrid = styled.div.withConfig({ componentId: 'lense-Footer-FooterGrid' })`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: ${vars.space[6]};
  max-inline-size: 1280px;
  margin-inline: auto;
  padding-block: ${vars.space[7]};
  padding-inline: ${vars.space[5]};
  ${media.tablet} { grid-template-columns: 1fr 1fr; }
  ${media.tablet} { & > :first-child { grid-column: 1 / -1; } }
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${vars.space[5]};
    padding-block: ${vars.space[6]};
    padding-inline: ${vars.space[4]};
  }
`;

export const FooterSection = styled.section.withConfig({ componentId: 'lense-Footer-FooterSection' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-inline-size: 0;
`;

export const FooterHeading = styled.h2.withConfig({ componentId: 'lense-Footer-FooterHeading' })`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
`;

export const FooterText = styled.p.withConfig({ componentId: 'lense-Footer-FooterText' })`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
`;

export const LinkList = styled.ul.withConfig({ componentId: 'lense-Footer-LinkList' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
  & a { color: ${vars.color.textMuted}; text-decoration: none; border-radius: ${vars.radius.sm}; }
  & a:hover { color: ${vars.color.primary}; text-decoration: underline; }
  & a:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;

/** The address and the phone number, each after its icon; a long address may break anywhere. */
export const ContactList = styled(LinkList).withConfig({ componentId: 'lense-Footer-ContactList' })`
  & li { display: flex; align-items: center; gap: ${vars.space[2]}; min-inline-size: 0; }
  & svg { flex: none; color: ${vars.color.textSubtle}; }
  & a { overflow-wrap: anywhere; }
`;

/** The social profiles as small pills. */
export const SocialList = styled(LinkList).withConfig({ componentId: 'lense-Footer-SocialList' })`
  flex-direction: row;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  & a {
    display: inline-flex;
    align-items: center;
    min-block-size: 32px;
    padding-inline: ${vars.space[3]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.full};
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.text};
    font-weight: ${vars.fontWeight.medium};
  }
  & a:hover { border-color: ${vars.color.primary}; }
`;

export const FooterBottom = styled.div.withConfig({ componentId: 'lense-Footer-FooterBottom' })`
  max-inline-size: 1280px;
  margin-inline: auto;
  padding-block: ${vars.space[4]};
  padding-inline: ${vars.space[5]};
  border-block-start: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  /* The copyright, and at the other end whatever the app adds (a language switcher). */
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  ${media.mobile} { padding-inline: ${vars.space[4]}; }
`;

export const NewsletterRow = styled.form.withConfig({ componentId: 'lense-Footer-NewsletterRow' })`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  max-inline-size: 460px;
  ${media.mobile} { flex-direction: column; align-items: stretch; }
`;

export const FieldWrap = styled.div.withConfig({ componentId: 'lense-Footer-FieldWrap' })`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const VisuallyHidden = styled.label.withConfig({ componentId: 'lense-Footer-VisuallyHidden' })`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export const EmailInput = styled.input.withConfig({ componentId: 'lense-Footer-EmailInput' })`
  block-size: 40px;
  padding-block: 0;
  padding-inline: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  &::placeholder { color: ${vars.color.textSubtle}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 1px; }
  &[aria-invalid='true'] { border-color: ${vars.color.danger}; background: ${vars.color.dangerSubtle}; }
`;

export const FieldError = styled.p.withConfig({ componentId: 'lense-Footer-FieldError' })`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.medium};
`;
