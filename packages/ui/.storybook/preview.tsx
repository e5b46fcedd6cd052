import '@fontsource-variable/inter';
import type { Preview } from '@storybook/react-vite';
import '../src/styles/base.css';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    // A violation fails the story (in Storybook and in `pnpm test`).
    a11y: { test: 'error' },
    layout: 'padded',
    controls: { expanded: true },
    viewport: {
      options: {
        movil: { name: 'Móvil (375)', styles: { width: '375px', height: '812px' } },
        tableta: { name: 'Tableta (768)', styles: { width: '768px', height: '1024px' } },
        // The narrowest width with the desktop menu (the header's breakpoint, spec §9).
        estrecho: {
          name: 'Escritorio estrecho (900)',
          styles: { width: '900px', height: '600px' },
        },
        escritorio: { name: 'Escritorio (1280)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  decorators: [
    (Story) => (
      <div lang="es-PE">
        <Story />
      </div>
    ),
  ],
};

export default preview;
