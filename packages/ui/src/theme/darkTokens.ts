import type { SchemeTokens } from './tokens';

/**
 * The dark scheme's colours and shadows. Near-black, neutral surfaces (no tint competes with the photos),
 * raised surfaces a step lighter instead of shadows, and light accents that keep text at 4.5:1 or more on
 * every surface. On the light accents (primary, danger) text is dark: `primaryContrast` is near-black.
 */
export const darkTokens = {
  color: {
    primary: '#858cf6',
    primaryHover: '#a5acfa',
    primaryContrast: '#0c0c0e',
    primarySubtle: '#1d1d38',
    text: '#f2f2f4',
    textMuted: '#b0b0b8',
    textSubtle: '#92929b',
    textInverse: '#111114',
    background: '#0c0c0e',
    surface: '#151518',
    surfaceRaised: '#1e1e22',
    border: '#34343a',
    borderStrong: '#5c5c66',
    focus: '#60a5fa',
    success: '#34d399',
    successSubtle: '#0b2a20',
    danger: '#f87171',
    dangerHover: '#fca5a5',
    dangerSubtle: '#2c1215',
    info: '#60a5fa',
    infoSubtle: '#0f1f3a',
    warning: '#fbbf24',
    warningSubtle: '#2b1f06',
    muted: '#5c5c66',
    backdrop: 'rgba(0, 0, 0, 0.7)',
    textOnBackdrop: '#ffffff',
    scrim: 'rgba(0, 0, 0, 0.55)',
  },
  // A shadow hardly shows on near-black: deeper ones, while surfaces carry most of the elevation.
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.55)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.65)',
  },
} as const satisfies SchemeTokens;
