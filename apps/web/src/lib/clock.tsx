import { createContext, useContext } from 'react';

/** Reads today's date. */
export type Today = () => Date;

const ClockContext = createContext<Today>(() => new Date());

/**
 * Replaces the app's clock below it: stories and tests give a fixed date, so what they show (the footer's
 * copyright year) never changes with the calendar.
 */
export const ClockProvider = ClockContext.Provider;

/** Today's date, from the nearest {@link ClockProvider} or the system clock. */
export function useToday(): Date {
  return useContext(ClockContext)();
}
