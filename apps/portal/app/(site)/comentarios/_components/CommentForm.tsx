'use client';

import { useMemo } from 'react';
import { StepForm } from '@/components/forms/StepForm';
import type { FormSpec } from '@/lib/forms/definition';
import { commentSchema } from '../_lib/commentForm';

export interface CommentFormProps {
  spec: FormSpec;
  initialKey: string;
  returnedErrors: Record<string, string>;
  returnedNotice: string | null;
}

/** The comment form: one page, the shared form renderer. */
export function CommentForm(props: CommentFormProps) {
  const schema = useMemo(() => commentSchema(), []);
  return <StepForm schema={schema} {...props} />;
}
