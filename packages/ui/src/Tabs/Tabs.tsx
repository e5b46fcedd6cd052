'use client';

import * as TabsPrimitive from '@radix-ui/react-tabs';
import clsx from 'clsx';
import type { ComponentProps } from 'react';
import styles from './Tabs.module.css';

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>;

/** Tabs (Radix): arrow keys move between tabs, Home/End jump to the ends. */
export function Tabs({ className, ...props }: TabsProps) {
  return <TabsPrimitive.Root className={clsx(styles.Tabs, className)} {...props} />;
}

/** The row of tabs; give it an `aria-label` that says what the tabs choose between. */
export type TabsListProps = ComponentProps<typeof TabsPrimitive.List>;

export function TabsList({ className, ...props }: TabsListProps) {
  return <TabsPrimitive.List className={clsx(styles.List, className)} {...props} />;
}

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>;

export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return <TabsPrimitive.Trigger className={clsx(styles.Trigger, className)} {...props} />;
}

export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>;

export function TabsContent({ className, ...props }: TabsContentProps) {
  return <TabsPrimitive.Content className={clsx(styles.Content, className)} {...props} />;
}
