import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser, `useEffect` on the server: a layout effect cannot run without a DOM
 * (React 18 warns when one is called while rendering to a string), and measuring can wait for hydration.
 */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
