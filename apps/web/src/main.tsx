// One variable font file for every weight: half the bytes of four static ones.
import '@fontsource-variable/inter/wght.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstScreen } from './app/App';
import { startInPreferredLocale } from './i18n/chosenLocale';

// The first render waits for the first screen's code (the server preloads a photo page's with the page):
// rendered before it, the page would show a spinner and hold it for React's minimum of 300 ms. It renders
// as a transition, in slices that leave the main thread to the browser between them: a phone that takes a
// few hundred milliseconds to render the first screen still answers a tap or a scroll meanwhile.
// A reader in Kiswahili also waits for its catalogue, fetched beside the screen's code.
void Promise.all([preloadFirstScreen(), startInPreferredLocale()]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
