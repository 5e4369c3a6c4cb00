export { addCalendarDays, endOfCalendarDay, formatCalendarDate, parseCalendarDate } from './calendarDate';
export { DISPLAY_TITLE_MAX, type DisplayTitleOptions, displayTitle, titleCase } from './displayTitle';
export { formatDateRange } from './formatDateRange';
export { CURRENCY_LABEL, formatKsh } from './formatKsh';
export { formatPrice, type PriceFormat } from './formatPrice';
