'use client';

import clsx from 'clsx';
import { CheckIcon } from '../icons/check';
import { type ComponentProps, useState } from 'react';
import styles from './FilterChips.module.css';

export interface FilterChipOption {
  value: string;
  label: string;
}

interface FilterChipsBaseProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  options: FilterChipOption[];
  /** Names the group for screen readers, e.g. "Filtrar por tema". */
  label: string;
  /** Text of the chip that clears the filter (single-select only). */
  allLabel?: string;
}

export interface FilterChipsSingleProps extends FilterChipsBaseProps {
  multiple?: false;
  /** The chosen value; `null` means every option ("Todas"). */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
}

export interface FilterChipsMultipleProps extends FilterChipsBaseProps {
  multiple: true;
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}

export type FilterChipsProps = FilterChipsSingleProps | FilterChipsMultipleProps;

const asList = (value: string | string[] | null | undefined): string[] =>
  value == null ? [] : Array.isArray(value) ? value : [value];

/**
 * A set of toggle chips to filter a list. Single-select (with an "Todas" chip that clears the
 * filter) or multi-select; controlled with `value` or uncontrolled with `defaultValue`.
 */
export function FilterChips({
  options,
  label,
  allLabel = 'Todas',
  multiple = false,
  value,
  defaultValue,
  onValueChange,
  className,
  ...props
}: FilterChipsProps) {
  const [uncontrolled, setUncontrolled] = useState(() => asList(defaultValue));
  const selected = value === undefined ? uncontrolled : asList(value);

  function choose(next: string[]) {
    if (value === undefined) setUncontrolled(next);
    if (multiple) (onValueChange as FilterChipsMultipleProps['onValueChange'])?.(next);
    else (onValueChange as FilterChipsSingleProps['onValueChange'])?.(next[0] ?? null);
  }

  function toggle(option: string) {
    const pressed = selected.includes(option);
    if (!multiple) return choose(pressed ? [] : [option]);
    // Keep the options' order, whatever order they were pressed in.
    choose(
      options
        .map((item) => item.value)
        .filter((item) => (item === option ? !pressed : selected.includes(item))),
    );
  }

  const chip = (key: string, text: string, pressed: boolean, onPress: () => void) => (
    <button
      key={key}
      type="button"
      aria-pressed={pressed}
      data-state={pressed ? 'on' : 'off'}
      className={styles.Chip}
      onClick={onPress}
    >
      {pressed && <CheckIcon className={styles.Icon} />}
      {text}
    </button>
  );

  return (
    <div
      role="group"
      aria-label={label}
      data-mode={multiple ? 'multiple' : 'single'}
      className={clsx(styles.FilterChips, className)}
      {...props}
    >
      {!multiple &&
        chip('__all', allLabel, selected.length === 0, () => {
          if (selected.length > 0) choose([]);
        })}
      {options.map((option) =>
        chip(option.value, option.label, selected.includes(option.value), () =>
          toggle(option.value),
        ),
      )}
    </div>
  );
}
