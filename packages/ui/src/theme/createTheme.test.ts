// @vitest-environment node
import { createTheme, type ThemeOverrides, theme } from './createTheme';
import { darkTokens } from './darkTokens';
import { themeCss } from './themeCss';
import { tokens } from './tokens';

describe('createTheme', () => {
  it('answers the default theme without overrides', () => {
    const created = createTheme();
    expect(created.tokens).toEqual(tokens);
    expect(created.dark).toEqual(darkTokens);
    expect(created.vars).toBe(theme.vars);
  });

  it('changes only the tokens it is given, in each scheme, and leaves its base alone', () => {
    const brand = createTheme({
      color: { primary: '#0f766e' },
      radius: { md: '6px' },
      dark: { color: { primary: '#5eead4' } },
    });
    expect(brand.tokens.color.primary).toBe('#0f766e');
    expect(brand.tokens.color.text).toBe(tokens.color.text);
    expect(brand.tokens.radius).toEqual({ ...tokens.radius, md: '6px' });
    expect(brand.dark.color.primary).toBe('#5eead4');
    expect(brand.dark.color.text).toBe(darkTokens.color.text);
    expect(brand.dark.shadow).toEqual(darkTokens.shadow);
    expect(theme.tokens.color.primary).toBe('#4338ca');
    expect(theme.dark.color.primary).toBe(darkTokens.color.primary);
  });

  it('builds on another theme', () => {
    const brand = createTheme({ color: { primary: '#0f766e' } });
    const rounder = createTheme({ radius: { md: '10px' } }, brand);
    expect(rounder.tokens.color.primary).toBe('#0f766e');
    expect(rounder.tokens.radius.md).toBe('10px');
  });

  it('emits its values in the right blocks', () => {
    const css = themeCss(
      createTheme({
        space: { 4: '20px' },
        color: { primary: '#0f766e' },
        dark: { color: { primary: '#5eead4' } },
      }),
    );
    const rootBlock = css.slice(0, css.indexOf('}'));
    expect(rootBlock).toContain('--lense-space-4: 20px;');
    expect(rootBlock).not.toContain('--lense-color-primary');
    expect(css).toMatch(/\[data-lense-color-scheme='light'\] \{[^}]*--lense-color-primary: #0f766e;/);
    expect(css).toMatch(/\[data-lense-color-scheme='dark'\] \{[^}]*--lense-color-primary: #5eead4;/);
  });

  it('refuses tokens that do not exist and values that would break the style sheet', () => {
    const invalid = (overrides: unknown) => () => createTheme(overrides as ThemeOverrides);
    expect(invalid({ color: { primry: '#000' } })).toThrow('Unknown token: color.primry');
    expect(invalid({ colour: { primary: '#000' } })).toThrow('Unknown token group: colour');
    expect(invalid({ dark: { color: { txt: '#000' } } })).toThrow('Unknown token: dark.color.txt');
    expect(invalid({ dark: { space: { 4: '20px' } } })).toThrow('Only colours and shadows change in dark');
    expect(invalid({ breakpoint: { tablet: 800 } })).toThrow('Breakpoints are not themable');
    expect(invalid({ color: { primary: 'red; color: blue' } })).toThrow('Invalid value for color.primary');
    expect(invalid({ color: { primary: '' } })).toThrow('Invalid value');
  });
});
