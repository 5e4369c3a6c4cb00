import { css } from 'styled-components';

/** Heard by screen readers, not shown: a label or heading the layout already makes plain to sighted readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
