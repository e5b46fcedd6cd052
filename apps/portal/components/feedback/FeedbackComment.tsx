'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@vivasalud/ui/button';
import { Field } from '@vivasalud/ui/text-field';
import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  COMMENT_MAX_LENGTH,
  feedbackFailure,
  qualificationBody,
  QUALIFICATION_ROUTE,
  remainingText,
  type Answer,
  type FeedbackFailure,
  type QualificationBody,
} from '@/lib/forms/qualification';
import { commentFormSchema, type CommentFormValues } from '@/lib/forms/qualificationSchema';
import styles from './PageFeedback.module.css';

/** Screen readers hear the count once typing pauses this long, not after every key. */
export const COUNT_ANNOUNCE_DELAY_MS = 1000;

type Sent = { ok: true } | { ok: false; failure: FeedbackFailure };

/** One POST to the same-site route; never throws. */
async function send(body: QualificationBody): Promise<Sent> {
  let response: Response;
  try {
    response = await fetch(new URL(QUALIFICATION_ROUTE, window.location.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, failure: feedbackFailure(undefined, undefined) };
  }
  if (response.ok) return { ok: true };
  const answer: unknown = await response.json().catch(() => undefined);
  return { ok: false, failure: feedbackFailure(response.status, answer) };
}

export interface FeedbackCommentProps {
  /** The answer chosen above (it may change until the form is sent). */
  answer: Answer;
  pagePath: string;
  /** The route took the answer. */
  onSent: () => void;
}

/**
 * The second part of the page-feedback widget, loaded once someone answers: an optional comment
 * with its count (read to screen readers politely, once typing pauses) and «Enviar». A failed
 * post says why in an alert and keeps everything as it was.
 */
export function FeedbackComment({ answer, pagePath, onSent }: FeedbackCommentProps) {
  const id = useId();
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const [typed, setTyped] = useState(false);
  const [spokenCount, setSpokenCount] = useState('');
  const submitting = useRef(false);
  const alertRef = useRef<HTMLParagraphElement>(null);

  const { control, register, handleSubmit, setError, formState } = useForm<CommentFormValues>({
    resolver: zodResolver(commentFormSchema),
    defaultValues: { comment: '' },
  });
  const comment = useWatch({ control, name: 'comment' }) ?? '';
  const count = remainingText(comment.length);

  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => setSpokenCount(count), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [count, typed]);

  // The submit button was busy, so it lost the focus: keep a keyboard user in the form.
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const submit = async (values: CommentFormValues) => {
    // One request per submit, even should a second one slip in before the button is disabled.
    if (submitting.current) return;
    submitting.current = true;
    setFailure(null);
    try {
      const result = await send(qualificationBody(pagePath, answer, values.comment));
      if (result.ok) {
        onSent();
        return;
      }
      const { message, commentError } = result.failure;
      if (commentError) setError('comment', { message: commentError });
      setFailure({ message });
    } finally {
      submitting.current = false;
    }
  };

  return (
    <form
      className={styles.Details}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
    >
      <Field
        label="Cuéntanos por qué (opcional)"
        hint={`Hasta ${COMMENT_MAX_LENGTH} caracteres. No escribas datos personales, como tu DNI, teléfono o correo.`}
        error={formState.errors.comment?.message}
        controlId={`${id}-comment`}
      >
        {(field) => (
          <textarea
            {...field}
            {...register('comment', { onChange: () => setTyped(true) })}
            rows={3}
            className={styles.Comment}
          />
        )}
      </Field>
      <p
        className={styles.Count}
        data-state={comment.length > COMMENT_MAX_LENGTH ? 'over' : 'within'}
        aria-hidden="true"
      >
        {count}
      </p>
      <VisuallyHidden asChild>
        <p aria-live="polite">{spokenCount}</p>
      </VisuallyHidden>
      {failure && (
        <p ref={alertRef} role="alert" tabIndex={-1} className={styles.Alert}>
          {failure.message}
        </p>
      )}
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          Enviar
        </Button>
      </div>
    </form>
  );
}
