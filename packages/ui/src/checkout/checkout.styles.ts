import styled from 'styled-components';
import { vars } from '../theme';

/** A list of photos being bought: one row each, thumbnail, name and price. */
export const PhotoList = styled.ul.withConfig({ componentId: 'lense-checkout-PhotoList' })`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li + li { border-top: 1px solid ${vars.color.border}; }
`;

// On a narrow screen the price and the action wrap under the name, together and at the end, rather than
// squeeze the name to a letter a line.
export const PhotoRow = styled.li.withConfig({ componentId: 'lense-checkout-PhotoRow' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} 0;
  min-width: 0;
`;

export const Thumbnail = styled.img.withConfig({ componentId: 'lense-checkout-Thumbnail' })`
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: ${vars.radius.sm};
  object-fit: cover;
  background: ${vars.color.surface};
`;

export const PhotoName = styled.span.withConfig({ componentId: 'lense-checkout-PhotoName' })`
  flex: 1 1 6rem;
  min-width: 0;
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

/** A row's price and action, kept together at the row's end. */
export const LineEnd = styled.span.withConfig({ componentId: 'lense-checkout-LineEnd' })`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${vars.space[3]};
  margin-inline-start: auto;
`;

export const Amount = styled.span.withConfig({ componentId: 'lense-checkout-Amount' })`
  flex: none;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The total line under a list of photos. */
export const TotalRow = styled.p.withConfig({ componentId: 'lense-checkout-TotalRow' })`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[3]};
  margin: 0;
  padding-top: ${vars.space[3]};
  border-top: 1px solid ${vars.color.borderStrong};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  & > span:last-child { font-variant-numeric: tabular-nums; white-space: nowrap; }
`;

/** The bordered panel each checkout component sits in. */
export const Panel = styled.section.withConfig({ componentId: 'lense-checkout-Panel' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  width: 100%;
  max-width: 560px;
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  @media (max-width: 480px) { padding: ${vars.space[4]}; }
`;

export const PanelHeading = styled.h2.withConfig({ componentId: 'lense-checkout-PanelHeading' })`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;

/** A short notice inside a panel, toned by `data-tone`. */
export const Notice = styled.div.withConfig({ componentId: 'lense-checkout-Notice' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  font-size: ${vars.fontSize.sm};
  & > strong { font-size: ${vars.fontSize.md}; }
  &[data-tone='warning'] { background: ${vars.color.warningSubtle}; border-color: ${vars.color.warning}; }
  &[data-tone='danger'] { background: ${vars.color.dangerSubtle}; border-color: ${vars.color.danger}; }
`;
