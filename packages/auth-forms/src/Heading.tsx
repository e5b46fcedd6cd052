import type { ComponentPropsWithRef } from 'react';

/** The level of a form's heading: 1 on a page of its own, 2 inside a page that has its h1. */
export type HeadingLevel = 1 | 2 | 3;

/** An `<h1>`…`<h3>` by level, so a form fits the outline of the page that shows it. */
export function Heading({
  level = 1,
  ...props
}: { level?: HeadingLevel } & ComponentPropsWithRef<'h1'>) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}
