export { DISPLAY_TITLE_MAX, displayTitle } from './displayTitle';
export { formatDateRange } from './formatDateRange';
export { CURRENCY_LABEL, formatKsh } from './formatKsh';
