'use client';

import { useMemo } from 'react';
import { StepForm } from '@/components/forms/StepForm';
import type { FormSpec } from '@/lib/forms/definition';
import { schemaFor, type FormKind, type SchemaParams } from '../_lib/forms';

export interface ProgramFormProps {
  kind: FormKind;
  spec: FormSpec;
  schemaParams: SchemaParams;
  initialKey: string;
  returnedErrors: Record<string, string>;
  returnedNotice: string | null;
}

/** A program form (issue #32): its spec from the page, its rules built here (they are code). */
export function ProgramForm({ kind, schemaParams, ...props }: ProgramFormProps) {
  const schema = useMemo(() => schemaFor(kind, schemaParams), [kind, schemaParams]);
  return <StepForm schema={schema} {...props} />;
}
