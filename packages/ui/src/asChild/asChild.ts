import clsx from 'clsx';
import {
  Children,
  cloneElement,
  isValidElement,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';

type Props = Record<string, unknown>;

/**
 * The design system's `asChild` (Button, Link, VisuallyHidden): the one child element is rendered
 * with the component's props merged into its own, as Radix Slot merges them — the child's props
 * win, except `className` (both), `style` (both, the child's values win), event handlers (both:
 * the child's first, then the component's) and `ref` (both).
 *
 * Not Radix Slot (issue #33): Button and Link are in every page's first load (the header's
 * «Inicia sesión», the cookie notice), and Slot with its ref composition was 1.5 kB of it for
 * what this does. Radix's own primitives keep their Slot in their chunks (dialog, menus).
 */
export function renderAsChild(children: ReactNode, slotProps: Props): ReactElement {
  const child = Children.only(children);
  if (!isValidElement<Props>(child)) {
    throw new Error('asChild: the child must be one element');
  }
  return cloneElement(child, mergeProps(slotProps, child.props));
}

/** What the child is rendered with: `slotProps` under the child's own `childProps`. */
export function mergeProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps, ...childProps };
  for (const name of Object.keys(childProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (slotValue === undefined || childValue === undefined) continue;
    if (
      /^on[A-Z]/.test(name) &&
      typeof slotValue === 'function' &&
      typeof childValue === 'function'
    ) {
      merged[name] = (...args: unknown[]) => {
        const result: unknown = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as CSSProperties), ...(childValue as CSSProperties) };
    } else if (name === 'className') {
      merged[name] = clsx(slotValue as string, childValue as string);
    } else if (name === 'ref') {
      merged[name] = composeRefs(slotValue as Ref<unknown>, childValue as Ref<unknown>);
    }
  }
  return merged;
}

/** One ref callback that sets both refs (React 19 calls a cleanup it returns). */
export function composeRefs<T>(...refs: Ref<T>[]): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    });
    return () => {
      refs.forEach((ref, index) => {
        const cleanup = cleanups[index];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      });
    };
  };
}
