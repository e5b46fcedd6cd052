import { contentHttp } from '@vivasalud/api-client/testing';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { loadPillars, type PillarsBlock } from './pillars';
import { setupContentServer } from '@/test/content-server';

// Outside a request there is no connection to wait for.
vi.mock('next/server', () => ({ connection: async () => {} }));

const server = setupContentServer();

const BLOCK: PillarsBlock = {
  heading: 'Los pilares de tu bienestar',
  subheading: null,
  links: [
    {
      action: {
        title: 'Salud mental',
        icon: 'salud-mental',
        copy: 'Reconoce tus emociones.',
        link: '/pilares#salud-mental',
        is_external: false,
        is_new: false,
        is_pro: false,
      },
    },
  ],
  media: [],
};

describe('loadPillars (GET /home/pilares/)', () => {
  it('answers the pillars block', async () => {
    server.use(contentHttp.get('/home/pilares/', ({ response }) => response(200).json(BLOCK)));
    await expect(loadPillars()).resolves.toEqual(BLOCK);
  });

  it('is null when the service has no block (404)', async () => {
    server.use(
      contentHttp.get('/home/pilares/', ({ response }) =>
        response(404).json({ error: true, message: 'No encontrado', code: 'NOT_FOUND' }),
      ),
    );
    await expect(loadPillars()).resolves.toBeNull();
  });

  it('is null, and logged, when the call fails: the page renders without the block', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      contentHttp.get('/home/pilares/', ({ response }) =>
        response(500).json({ error: true, message: 'Error interno' }),
      ),
    );
    await expect(loadPillars()).resolves.toBeNull();
    expect(errors).toHaveBeenCalledWith('[portal] home/pilares failed', 'Error interno');
  });

  it('is null when the service cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(contentHttp.get('/home/pilares/', () => HttpResponse.error()));
    await expect(loadPillars()).resolves.toBeNull();
  });
});
