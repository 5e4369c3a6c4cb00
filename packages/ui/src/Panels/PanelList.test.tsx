import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from '../theme';
import { PanelList, type PanelListProps } from './PanelList';
import { managementPanels } from './panels.fixtures';

function renderList(props: Partial<PanelListProps> = {}) {
  return render(
    <ThemeProvider>
      <PanelList items={managementPanels} aria-label="Manage space" {...props}>
        {(item) => <p>Body of {item.id}</p>}
      </PanelList>
    </ThemeProvider>,
  );
}
const tab = (name: string) => screen.getByRole('tab', { name });

function Controlled() {
  const [value, setValue] = useState('switch');
  return (
    <ThemeProvider>
      <PanelList items={managementPanels} aria-label="Manage space" value={value} onValueChange={setValue} />
    </ThemeProvider>
  );
}

describe('PanelList', () => {
  it('is a vertical tablist with the first item selected', () => {
    renderList();
    expect(screen.getByRole('tablist', { name: 'Manage space' })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    expect(tab('Manage shared media')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Manage shared media' })).toHaveTextContent(
      'Body of shared-media',
    );
  });

  it('selects on click and reports the id', async () => {
    const onValueChange = vi.fn();
    renderList({ onValueChange });
    await userEvent.click(tab('Get API Credentials'));
    expect(tab('Get API Credentials')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Body of api');
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('api');
  });

  it('never selects a muted item', async () => {
    const onValueChange = vi.fn();
    renderList({ onValueChange });
    expect(tab('Select layout')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tab('Select layout'));
    tab('Select layout').focus();
    await userEvent.keyboard('{Enter}');
    expect(tab('Select layout')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Manage shared media')).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('moves with the arrow keys', async () => {
    renderList();
    tab('Manage shared media').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(tab('Get API Credentials')).toHaveFocus();
    expect(tab('Get API Credentials')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tab('Select layout')).toHaveFocus();
    expect(tab('Get API Credentials')).toHaveAttribute('aria-selected', 'true');
  });

  it('starts from defaultValue', () => {
    renderList({ defaultValue: 'watermark' });
    expect(tab('Set watermark')).toHaveAttribute('aria-selected', 'true');
  });

  it('follows value when controlled', async () => {
    const onValueChange = vi.fn();
    const { rerender } = renderList({ value: 'edit', onValueChange });
    await userEvent.click(tab('Set watermark'));
    expect(onValueChange).toHaveBeenCalledWith('watermark');
    expect(tab('Edit this space')).toHaveAttribute('aria-selected', 'true');
    rerender(
      <ThemeProvider>
        <PanelList items={managementPanels} aria-label="Manage space" value="watermark" />
      </ThemeProvider>,
    );
    expect(tab('Set watermark')).toHaveAttribute('aria-selected', 'true');
  });

  it('works with state held by the parent', async () => {
    render(<Controlled />);
    await userEvent.click(tab('Edit this space'));
    expect(tab('Edit this space')).toHaveAttribute('aria-selected', 'true');
  });

  it('warns once when its value switches from uncontrolled to controlled', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderList();
    rerender(
      <ThemeProvider>
        <PanelList items={managementPanels} aria-label="Manage space" value="watermark" />
      </ThemeProvider>,
    );
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain(
      'PanelList `value` is changing from uncontrolled to controlled',
    );
    error.mockRestore();
  });
});
