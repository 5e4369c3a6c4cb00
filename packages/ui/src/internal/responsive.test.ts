import { media } from '../theme/media';
import { responsiveCss, rule } from './responsive';

const gap = (value: number) => `gap:${value}px;`;

describe('responsiveCss', () => {
  it('writes a single value without a media query', () => {
    expect(responsiveCss([rule(4, gap)])).toBe('gap:4px;');
  });

  it('writes each layout inside the theme breakpoint that opens it, mobile first', () => {
    expect(responsiveCss([rule({ mobile: 1, tablet: 2, desktop: 3 }, gap)])).toBe(
      `gap:1px;${media.tabletUp}{gap:2px;}${media.desktop}{gap:3px;}`,
    );
  });

  it('leaves out layouts and props that have no value', () => {
    expect(responsiveCss([rule(undefined, gap), rule({ tablet: 2 }, gap)])).toBe(
      `${media.tabletUp}{gap:2px;}`,
    );
  });
});
