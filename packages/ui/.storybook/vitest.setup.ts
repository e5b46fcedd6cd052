import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// How long a play function's `findBy…` / `waitFor` waits for what a person waits for: a lazily
// loaded part (the external-link confirmation is its own chunk, which Vite's dev server compiles
// on first use in these tests) or the end of a smooth scroll. Testing Library's 1 s ran out on a
// busy 2-core CI runner (the footer's «Ten en cuenta» dialog; the carousel's position). A wait
// ends as soon as the thing is there; nothing here measures time.
configure({ asyncUtilTimeout: 5_000 });
