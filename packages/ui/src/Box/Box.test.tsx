import { render, screen } from '@testing-library/react';
import { Grid } from '../Grid';
import { Heading } from '../Heading';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Surface } from '../Surface';
import { Text } from '../Typography';
import { VisuallyHidden } from '../VisuallyHidden';
import { Box } from './Box';

describe('layout primitives', () => {
  it('render a div by default and keep layout props off the element', () => {
    render(
      <Box padding={4} maxWidth="640px" data-testid="box">
        Hello
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect(box.tagName).toBe('DIV');
    expect(box).toHaveAttribute('data-ui', 'Box');
    expect(box).not.toHaveAttribute('padding');
    expect(box).not.toHaveAttribute('maxWidth');
  });

  it('with asChild, give their styles and props to the child element instead', () => {
    render(
      <Stack asChild gap={3} aria-label="Plans">
        <ul>
          <li>Free</li>
        </ul>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Plans' });
    expect(list).toHaveAttribute('data-ui', 'Stack');
    expect(list.className).not.toBe('');
    expect(list.parentElement?.tagName).toBe('DIV');
    expect(list.parentElement).not.toHaveAttribute('data-ui');
  });

  it('give Inline, Grid and Text their own elements', () => {
    render(
      <>
        <Inline data-testid="inline" justify="between" />
        <Grid data-testid="grid" columns={{ mobile: 1, tablet: 2 }} />
        <Text>Photos from your guests.</Text>
      </>,
    );
    expect(screen.getByTestId('inline')).toHaveAttribute('data-ui', 'Inline');
    expect(screen.getByTestId('grid')).toHaveAttribute('data-ui', 'Grid');
    expect(screen.getByText('Photos from your guests.').tagName).toBe('P');
  });

  it('choose a heading element by level, whatever its size', () => {
    render(
      <Heading level={3} size="3xl">
        Plans
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Plans' })).toBeInTheDocument();
  });

  it('keep visually hidden text in the accessibility tree', () => {
    render(
      <VisuallyHidden asChild>
        <h2>Photos</h2>
      </VisuallyHidden>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Photos' })).toHaveAttribute(
      'data-ui',
      'VisuallyHidden',
    );
  });

  it('give a Surface its fill, border and corner, and its child the lot with asChild', () => {
    render(
      <Surface asChild tone="info" border radius="lg" padding={4}>
        <Stack asChild gap={2}>
          <section aria-label="Note">Saved</section>
        </Stack>
      </Surface>,
    );
    const note = screen.getByRole('region', { name: 'Note' });
    expect(note).toHaveAttribute('data-ui', 'Surface');
    expect(note).not.toHaveAttribute('tone');
    expect(note).not.toHaveAttribute('border');
    expect(note.classList.length).toBeGreaterThanOrEqual(4);
  });
});
