import styled from 'styled-components';
import { standaloneControl } from '../Field';

// Chevron drawn in the text-muted grey (#4b5563) as an inline SVG.
const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%234b5563' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")";

export const StyledSelect = styled.select`
  ${standaloneControl}
  appearance: none;
  height: 40px;
  padding-right: 36px;
  background-image: ${chevron};
  background-repeat: no-repeat;
  background-position: right 12px center;
  cursor: pointer;
`;
