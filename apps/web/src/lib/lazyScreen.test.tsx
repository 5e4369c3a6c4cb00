import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen } from './lazyScreen';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyScreen', () => {
  it('renders a preloaded screen in the first pass, without its fallback', async () => {
    const Screen = lazyScreen(async () => Hello);
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the fallback until a screen that was not preloaded arrives, and loads it once', async () => {
    let loads = 0;
    const Screen = lazyScreen(async () => {
      loads += 1;
      return Hello;
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    await act(() => Screen.preload());
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let fail = true;
    const Screen = lazyScreen(async () => {
      if (fail) throw new Error('chunk failed');
      return Hello;
    });
    await expect(Screen.preload()).rejects.toThrow('chunk failed');
    fail = false;
    await Screen.preload();
    render(<Screen name="Lin" />);
    expect(screen.getByText('Hello Lin')).toBeInTheDocument();
  });
});
