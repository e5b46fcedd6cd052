'use client';

import { useCallback } from 'react';
import { StepForm } from '@/components/forms/StepForm';
import type { FormSpec } from '@/lib/forms/definition';
import type { FormKind, SchemaParams } from '../_lib/forms';

export interface ProgramFormProps {
  kind: FormKind;
  spec: FormSpec;
  schemaParams: SchemaParams;
  initialKey: string;
  returnedErrors: Record<string, string>;
  returnedNotice: string | null;
}

/**
 * A program form (issue #32): its spec from the page; its rules (code: zod and the schemas) loaded
 * after the page, not in its first load (`lazyZodResolver`).
 */
export function ProgramForm({ kind, schemaParams, ...props }: ProgramFormProps) {
  const loadSchema = useCallback(
    () => import('../_lib/forms').then((forms) => forms.schemaFor(kind, schemaParams)),
    [kind, schemaParams],
  );
  return <StepForm loadSchema={loadSchema} {...props} />;
}
