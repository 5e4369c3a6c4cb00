import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Masonry } from '../Masonry';
import { ListRow, PageHeader, PageLayout, RowList } from '../Page';
import { SpaceCard } from '../SpaceCard';

const photos = Array.from({ length: 12 }, (_, i) => ({ id: `p${i}`, height: 200 + (i % 3) * 40 }));

/** A page as an app would render it on the server and then hydrate it in the browser. */
const page = (
  <PageLayout>
    <PageHeader title="Photos" lead="From the wedding." actions={<button type="button">Upload</button>} />
    <RowList>
      <ListRow current>Wedding</ListRow>
    </RowList>
    <SpaceCard spaceId="s1" title="Wedding" startDate="2026-07-10" />
    <Masonry
      aria-label="Photos"
      items={photos}
      columnWidth={384}
      getItemHeight={(item) => item.height}
      renderItem={(item) => <span>{item.id}</span>}
      getItemKey={(item) => item.id}
    />
  </PageLayout>
);

describe('hydration', () => {
  it('takes over the server markup of a page with the masonry grid without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const serverGrid = container.querySelector('[data-ui="Masonry"]');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    // React kept the server's elements rather than building the grid again.
    expect(container.querySelector('[data-ui="Masonry"]')).toBe(serverGrid);
    expect(container.textContent).toContain('p11');
    container.remove();
  });
});
