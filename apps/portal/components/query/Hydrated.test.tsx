import { useQuery } from '@tanstack/react-query';
import { createQueryClient } from '@vivasalud/api-client/queries/client';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Hydrated } from './Hydrated';
import { PageQueryClient } from './PageQueryClient';
import { QueryClientSlot } from './QueryClientSlot';

// `Hydrated` reads the request's QueryClient from `lib/content.ts`; these tests hand it one.
vi.mock('@/lib/content', () => ({ getQueryClient: () => undefined }));

const KEY = ['get', '/wellness/recorded-classes/catalog/{slug}/', { slug: 'yoga-suave' }] as const;

function Title({ queryFn }: { queryFn: () => Promise<{ title: string }> }) {
  const { data } = useQuery({ queryKey: KEY, queryFn, staleTime: Infinity });
  return <p>{data ? data.title : 'Cargando…'}</p>;
}

/** A part of the page, as the portal's `Providers` wrap it. */
const page = (children: ReactNode) => <QueryClientSlot>{children}</QueryClientSlot>;

/** The request's QueryClient after the page read the class (or failed to). */
async function serverRead(answer: () => Promise<{ title: string }>) {
  // What `lib/content.ts` makes per request.
  const server = createQueryClient();
  await server.fetchQuery({ queryKey: KEY, queryFn: answer, retry: false }).catch(() => undefined);
  return server;
}

describe('Hydrated: what the page read on the server, in the browser', () => {
  it('a client part finds the answer without asking again', async () => {
    const server = await serverRead(async () => ({ title: 'Yoga suave' }));
    const browser = vi.fn(async () => ({ title: 'otra vez' }));
    render(
      page(
        <Hydrated client={server}>
          <PageQueryClient>
            <Title queryFn={browser} />
          </PageQueryClient>
        </Hydrated>,
      ),
    );
    expect(screen.getByText('Yoga suave')).toBeTruthy();
    expect(browser).not.toHaveBeenCalled();
  });

  it('a read that failed on the server is not handed over: the part asks itself', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = await serverRead(() => Promise.reject(new Error('caído')));
    const browser = vi.fn(async () => ({ title: 'Yoga suave' }));
    render(
      page(
        <Hydrated client={server}>
          <PageQueryClient>
            <Title queryFn={browser} />
          </PageQueryClient>
        </Hydrated>,
      ),
    );
    expect(await screen.findByText('Yoga suave')).toBeTruthy();
    expect(browser).toHaveBeenCalledTimes(1);
  });

  it('the parts of a page share its one QueryClient: one request for two islands', async () => {
    const browser = vi.fn(async () => ({ title: 'Yoga suave' }));
    render(
      page(
        <>
          <PageQueryClient>
            <Title queryFn={browser} />
          </PageQueryClient>
          <PageQueryClient>
            <Title queryFn={browser} />
          </PageQueryClient>
        </>,
      ),
    );
    expect(await screen.findAllByText('Yoga suave')).toHaveLength(2);
    expect(browser).toHaveBeenCalledTimes(1);
  });

  it('a part outside the portal’s providers is an error, never a second client', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <PageQueryClient>
          <p>sin proveedor</p>
        </PageQueryClient>,
      ),
    ).toThrow('PageQueryClient needs the portal’s QueryClientSlot');
  });
});
