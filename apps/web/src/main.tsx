// One variable font file for every weight: half the bytes of four static ones.
import '@fontsource-variable/inter/wght.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstScreen } from './app/App';

// The first render waits for the first screen's code (the server preloads a photo page's with the page):
// rendered before it, the page would show a spinner and hold it for React's minimum of 300 ms.
void preloadFirstScreen().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
