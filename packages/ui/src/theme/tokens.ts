/**
 * Design tokens of Lense, light scheme (the default). One source of truth: emitted once as CSS custom
 * properties by {@link ThemeProvider}, read by components through {@link vars} so styles stay static.
 * The dark scheme replaces the `color` and `shadow` groups ({@link darkTokens}).
 */
export const tokens = {
  color: {
    primary: '#4338ca',
    primaryHover: '#3730a3',
    primaryContrast: '#ffffff',
    primarySubtle: '#eef2ff',
    text: '#111827',
    textMuted: '#4b5563',
    textSubtle: '#6b7280',
    textInverse: '#ffffff',
    background: '#ffffff',
    surface: '#f9fafb',
    surfaceRaised: '#ffffff',
    border: '#d1d5db',
    borderStrong: '#9ca3af',
    focus: '#2563eb',
    success: '#047857',
    successSubtle: '#ecfdf5',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    dangerSubtle: '#fef2f2',
    info: '#1d4ed8',
    infoSubtle: '#eff6ff',
    warning: '#92400e',
    warningSubtle: '#fffbeb',
    muted: '#9ca3af',
    /** Dims the page under a dialog or an overlay. */
    backdrop: 'rgba(17, 24, 39, 0.55)',
    /** Text and icons over the backdrop or a photo: light in both schemes. */
    textOnBackdrop: '#ffffff',
    /** Behind text laid over a photo, so it reads on a white sky too. */
    scrim: 'rgba(0, 0, 0, 0.55)',
  },
  space: {
    0: '0',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '24px',
    6: '32px',
    7: '48px',
    8: '64px',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    xl: '20px',
    full: '9999px',
  },
  font: {
    // The app bundles Inter as one variable font (@fontsource-variable/inter); 'Inter' is the static one.
    family: "'Inter Variable', 'Inter', system-ui, sans-serif",
    // Bundled with the app (@fontsource/jetbrains-mono), so keys and code look the same on every machine.
    mono: "'JetBrains Mono', ui-monospace, 'SFMono-Regular', monospace",
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    '2xl': '28px',
    '3xl': '36px',
    '4xl': '48px',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.2',
    normal: '1.5',
  },
  shadow: {
    sm: '0 1px 2px rgba(17, 24, 39, 0.08)',
    md: '0 4px 12px rgba(17, 24, 39, 0.12)',
    lg: '0 12px 32px rgba(17, 24, 39, 0.18)',
  },
  zIndex: {
    base: '0',
    dropdown: '1000',
    sticky: '1100',
    overlay: '1300',
    modal: '1400',
    toast: '1500',
  },
  /** Lower bounds (exclusive) of the layouts: desktop above 1100px, tablet above 768px, else mobile. */
  breakpoint: {
    tablet: 768,
    desktop: 1100,
  },
} as const;

export type Tokens = typeof tokens;

/** The groups whose values change with the colour scheme. */
export const schemeGroups = ['color', 'shadow'] as const;

/** The tokens' shape with any value allowed (a string, or a number for breakpoints). */
export type ThemeTokens = {
  readonly [G in keyof Tokens]: {
    readonly [K in keyof Tokens[G]]: Tokens[G][K] extends number ? number : string;
  };
};

/** The tokens of one colour scheme: every colour and shadow. */
export type SchemeTokens = Pick<ThemeTokens, (typeof schemeGroups)[number]>;
