/**
 * Set-up of the jsdom project, as in the portal: each test starts from an empty document
 * (Testing Library only cleans up by itself when vitest globals are on; they are off here).
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
