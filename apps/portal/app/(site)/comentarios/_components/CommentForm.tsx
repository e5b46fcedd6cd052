'use client';

import { StepForm } from '@/components/forms/StepForm';
import type { FormSpec } from '@/lib/forms/definition';

export interface CommentFormProps {
  spec: FormSpec;
  initialKey: string;
  returnedErrors: Record<string, string>;
  returnedNotice: string | null;
}

/** Its rules load after the page (`lazyZodResolver`). */
const loadSchema = () => import('../_lib/commentForm').then((module) => module.commentSchema());

/** The comment form: one page, the shared form renderer. */
export function CommentForm(props: CommentFormProps) {
  return <StepForm loadSchema={loadSchema} {...props} />;
}
