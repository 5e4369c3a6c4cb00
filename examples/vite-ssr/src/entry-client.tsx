import { hydrateRoot } from 'react-dom/client';
import { App } from './App';

// React takes over the server's markup; styled-components picks up the server's style tags.
hydrateRoot(document.getElementById('root')!, <App />);
