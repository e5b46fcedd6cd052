import { contentHttp } from '@vivasalud/api-client/testing';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { activeCampaign } from './activeCampaign';
import { setupContentServer } from '@/test/content-server';

// Outside a request there is no connection to wait for.
vi.mock('next/server', () => ({ connection: async () => {} }));

const server = setupContentServer();

const seeded = {
  slug: 'sorteo-audifonos',
  copy: 'Regístrate y participa en el sorteo de',
  copy_strong: 'audífonos inalámbricos',
  link_text: 'Participa aquí',
};

describe('activeCampaign (GET /campaigns/active/)', () => {
  it('answers the active campaign', async () => {
    server.use(contentHttp.get('/campaigns/active/', ({ response }) => response(200).json(seeded)));
    await expect(activeCampaign()).resolves.toEqual(seeded);
  });

  it('is null when none is active (404), without logging an error', async () => {
    const errors = vi.spyOn(console, 'error');
    server.use(
      contentHttp.get('/campaigns/active/', ({ response }) =>
        response(404).json({
          error: true,
          message: 'No hay una campaña activa',
          code: 'NO_ACTIVE_CAMPAIGN',
        }),
      ),
    );
    await expect(activeCampaign()).resolves.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('is null, and logged, when the service fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      contentHttp.get('/campaigns/active/', ({ response }) =>
        response(500).json({ error: true, message: 'Error interno' }),
      ),
    );
    await expect(activeCampaign()).resolves.toBeNull();
    expect(errors).toHaveBeenCalledWith('[portal] campaigns/active failed', 'Error interno');
  });

  it('is null when the service cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(contentHttp.get('/campaigns/active/', () => HttpResponse.error()));
    await expect(activeCampaign()).resolves.toBeNull();
  });

  it('is null when the answer has no usable slug', async () => {
    server.use(
      contentHttp.get('/campaigns/active/', ({ response }) =>
        response(200).json({ ...seeded, slug: '' }),
      ),
    );
    await expect(activeCampaign()).resolves.toBeNull();
  });
});
