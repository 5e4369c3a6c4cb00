import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Routed screens are lazy chunks; their first transform can take over a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
