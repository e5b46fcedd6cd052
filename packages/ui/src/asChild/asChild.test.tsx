import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, forwardRef, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Link } from '../Link';
import { composeRefs, mergeProps, renderAsChild } from './asChild';

describe('mergeProps', () => {
  const slotHandler = () => 'slot';
  it.each([
    ['the child’s attribute wins', { title: 'slot' }, { title: 'child' }, { title: 'child' }],
    [
      'the slot’s attribute stays when the child has none',
      { title: 'slot' },
      {},
      { title: 'slot' },
    ],
    [
      'both classes, the slot’s first',
      { className: 'boton' },
      { className: 'enlace' },
      { className: 'boton enlace' },
    ],
    [
      'both styles, the child’s values win',
      { style: { color: 'red', margin: 0 } },
      { style: { color: 'blue' } },
      { style: { color: 'blue', margin: 0 } },
    ],
    ['a handler of one side only', { onClick: slotHandler }, {}, { onClick: slotHandler }],
    [
      'an undefined child value keeps the slot’s',
      { id: 'a' },
      { id: undefined },
      { id: undefined },
    ],
  ])('%s', (_name, slot, child, expected) => {
    expect(mergeProps(slot, child)).toEqual(expected);
  });

  it('calls both handlers, the child’s first, and answers the child’s', () => {
    const calls: string[] = [];
    const merged = mergeProps(
      { onClick: () => calls.push('slot') },
      { onClick: () => (calls.push('child'), 'respuesta') },
    );
    expect((merged.onClick as () => unknown)()).toBe('respuesta');
    expect(calls).toEqual(['child', 'slot']);
  });
});

describe('composeRefs', () => {
  it('sets an object ref and a callback ref, and clears both', () => {
    const objectRef = createRef<HTMLElement>();
    const seen: (HTMLElement | null)[] = [];
    const node = document.createElement('a');
    const cleanup = composeRefs<HTMLElement>(objectRef, (value) => {
      seen.push(value);
    })(node);
    expect(objectRef.current).toBe(node);
    expect(seen).toEqual([node]);
    (cleanup as () => void)();
    expect(objectRef.current).toBeNull();
    expect(seen).toEqual([node, null]);
  });
});

describe('renderAsChild', () => {
  it('refuses more than one child, as Radix Slot does', () => {
    expect(() =>
      renderAsChild(
        [
          <a key="a" href="/a">
            a
          </a>,
          <a key="b" href="/b">
            b
          </a>,
        ],
        {},
      ),
    ).toThrow();
  });

  it('gives a Button’s look, click and ref to the app’s link component', async () => {
    const AppLink = forwardRef<HTMLAnchorElement, ComponentProps<'a'>>(
      function AppLink(props, ref) {
        const { children, ...rest } = props;
        return (
          <a ref={ref} data-app-link="" {...rest}>
            {children}
          </a>
        );
      },
    );
    const onButtonClick = vi.fn();
    const onLinkClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const buttonRef = createRef<HTMLButtonElement>();
    render(
      <Button asChild variant="outline" size="lg" onClick={onButtonClick} ref={buttonRef}>
        <AppLink href="/clases-en-vivo" className="propia" onClick={onLinkClick}>
          Ver clases
        </AppLink>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Ver clases' });
    expect(link).toHaveAttribute('data-app-link');
    expect(link).toHaveAttribute('data-variant', 'outline');
    expect(link).toHaveAttribute('data-size', 'lg');
    expect(link.className).toMatch(/Button.* propia$/);
    expect(buttonRef.current).toBe(link);
    await userEvent.click(link);
    expect(onLinkClick).toHaveBeenCalledTimes(1);
    expect(onButtonClick).toHaveBeenCalledTimes(1);
  });

  it('gives a Link’s look to its child and keeps the child’s address', () => {
    render(
      <Link asChild variant="muted">
        <a href="/auth/login">Inicia sesión</a>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Inicia sesión' });
    expect(link).toHaveAttribute('href', '/auth/login');
    expect(link).toHaveAttribute('data-variant', 'muted');
  });
});
