import styled from 'styled-components';
import { cardSurface } from '../card';
import { vars } from '../theme';

export const CollectionCardRoot = styled.article.withConfig({
  componentId: 'lense-CollectionCard-CollectionCardRoot',
})`
  ${cardSurface}
`;

export const Header = styled.div.withConfig({ componentId: 'lense-CollectionCard-Header' })`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

export const Stack = styled.span.withConfig({ componentId: 'lense-CollectionCard-Stack' })`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${vars.radius.md};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primary};
`;

export const Count = styled.p.withConfig({ componentId: 'lense-CollectionCard-Count' })`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.text};
`;
