import styled from 'styled-components';
import { vars } from '../theme';

export const SalesRoot = styled.section.withConfig({ componentId: 'lense-SalesTable-SalesRoot' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
  color: ${vars.color.text};
`;

export const Toolbar = styled.div.withConfig({ componentId: 'lense-SalesTable-Toolbar' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

/** Scrolls the table sideways on a narrow screen; focusable, so the keyboard can scroll it too. */
export const TableScroller = styled.div.withConfig({ componentId: 'lense-SalesTable-TableScroller' })`
  overflow-x: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;

export const Table = styled.table.withConfig({ componentId: 'lense-SalesTable-Table' })`
  width: 100%;
  min-width: 720px;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};
  & th, & td {
    padding: ${vars.space[2]} ${vars.space[3]};
    text-align: start;
    vertical-align: middle;
    white-space: nowrap;
    border-bottom: 1px solid ${vars.color.border};
  }
  & thead th {
    background: ${vars.color.surface};
    color: ${vars.color.textMuted};
    font-weight: ${vars.fontWeight.semibold};
    font-size: ${vars.fontSize.xs};
  }
  & tbody tr:last-child > * { border-bottom: 0; }
  & [data-numeric] { text-align: end; font-variant-numeric: tabular-nums; }
  & [data-mono] { font-family: ${vars.font.mono}; }
`;
