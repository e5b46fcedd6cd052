import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundEvent } from './NotFoundEvent';

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const dataLayer = () => (window as DataLayerWindow).dataLayer;

afterEach(() => {
  delete (window as DataLayerWindow).dataLayer;
});

describe('NotFoundEvent (spec §2)', () => {
  it('pushes one "pagina no encontrada" error event when the screen shows', () => {
    render(<NotFoundEvent />);
    expect(dataLayer()).toEqual([{ event: 'error', message: 'pagina no encontrada' }]);
  });

  it('pushes nothing while rendered on the server, and renders nothing', () => {
    expect(renderToString(<NotFoundEvent />)).toBe('');
    expect(dataLayer()).toBeUndefined();
  });
});
