/**
 * Set-up of the jsdom project: each test starts from an empty document (Testing Library only
 * cleans up by itself when vitest globals are on; they are off here).
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

/**
 * What a person waits for may take more than Testing Library's 1 s on a busy runner (a lazily
 * imported dialog, as the footer's external-link confirmation): `findBy…`/`waitFor` wait up to
 * 5 s, as in the portal and the design system's Storybook tests. A passing test still ends as
 * soon as it can.
 */
configure({ asyncUtilTimeout: 5_000 });
