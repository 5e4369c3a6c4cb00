import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Routed screens are lazy chunks; their first transform (a screen, its catalogue, their imports) took over
// five seconds on a machine busy with other builds. A wait for what never comes still fails, later.
configure({ asyncUtilTimeout: 12_000 });

afterEach(() => cleanup());
