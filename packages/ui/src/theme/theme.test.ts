import { layoutForWidth } from './media';
import { tokenDeclarations, vars } from './vars';

describe('theme', () => {
  it('references every token through a CSS variable', () => {
    expect(vars.color.primaryHover).toBe('var(--lense-color-primary-hover)');
    expect(tokenDeclarations()).toContain('--lense-color-primary-hover: #3730a3;');
  });

  it('maps widths to the spec layouts (desktop above 1100, tablet above 768)', () => {
    expect(layoutForWidth(1101)).toBe('desktop');
    expect(layoutForWidth(1100)).toBe('tablet');
    expect(layoutForWidth(769)).toBe('tablet');
    expect(layoutForWidth(768)).toBe('mobile');
  });
});
