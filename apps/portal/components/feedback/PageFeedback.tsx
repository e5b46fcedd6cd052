'use client';

import { useSitePathname } from '@/components/shell/useSitePathname';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  ANSWERS,
  FEEDBACK_MESSAGES,
  showPageFeedback,
  type Answer,
} from '@/lib/forms/qualification';
import styles from './PageFeedback.module.css';

/**
 * The comment form (react-hook-form, zod: some 20 kB) comes once someone shows interest in the
 * question, not with every page. Should it fail to load, the widget says so instead of breaking
 * the page.
 */
const loadCommentForm = () => import('./FeedbackComment');
const FeedbackComment = lazy(() =>
  loadCommentForm().then(
    (module) => ({ default: module.FeedbackComment }),
    () => ({ default: CommentFormUnavailable }),
  ),
);

function CommentFormUnavailable() {
  return (
    <p role="alert" className={styles.Alert}>
      No pudimos cargar el formulario. Recarga la página e inténtalo nuevamente.
    </p>
  );
}

const OPTIONS: readonly { value: Answer; label: string }[] = [
  { value: 'si', label: 'Sí' },
  { value: 'no', label: 'No' },
];

const isAnswer = (value: string): value is Answer => (ANSWERS as readonly string[]).includes(value);

/**
 * "¿Te fue útil esta página?" (issue #6) at the bottom of every page of the common layout but
 * those under `/auth` (spec §2). The answer (Sí / No) and an optional comment go, with the page's
 * path (never its query), to `POST /api/forms/qualification`. Nothing goes to analytics. A new
 * page asks again: the widget starts over on each path.
 */
export function PageFeedback() {
  const pathname = useSitePathname() ?? '/';
  if (!showPageFeedback(pathname)) return null;
  return <PageFeedbackQuestion key={pathname} pagePath={pathname} />;
}

function PageFeedbackQuestion({ pagePath }: { pagePath: string }) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [sent, setSent] = useState(false);
  const thanksRef = useRef<HTMLParagraphElement>(null);

  // The form is gone with the focus in it: the thanks takes it.
  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const choose = (value: string) => {
    if (isAnswer(value)) setAnswer(value);
  };
  // An answer chosen while the page was still loading (before React took over) counts.
  const radioRef = (radio: HTMLInputElement | null) => {
    if (radio?.checked) choose(radio.value);
  };
  const prefetch = () => void loadCommentForm().catch(() => undefined);

  return (
    <section
      className={styles.PageFeedback}
      aria-label="Tu opinión sobre esta página"
      data-state={sent ? 'sent' : answer ? 'answered' : 'idle'}
      onFocus={prefetch}
      onPointerEnter={prefetch}
    >
      <div className={styles.Inner}>
        {!sent && (
          <div className={styles.Form}>
            <fieldset className={styles.Answers}>
              <legend className={styles.Question}>{FEEDBACK_MESSAGES.question}</legend>
              <div className={styles.Options}>
                {OPTIONS.map(({ value, label }) => (
                  <label key={value} className={styles.Option}>
                    <input
                      ref={radioRef}
                      type="radio"
                      name="pagina-util"
                      value={value}
                      className={styles.Radio}
                      onChange={(event) => choose(event.target.value)}
                    />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
            {answer && (
              <Suspense fallback={null}>
                <FeedbackComment answer={answer} pagePath={pagePath} onSent={() => setSent(true)} />
              </Suspense>
            )}
          </div>
        )}
        {/* In the page from the start, so the thanks is announced when it is written. */}
        <p ref={thanksRef} role="status" tabIndex={-1} className={styles.Thanks}>
          {sent ? FEEDBACK_MESSAGES.thanks : ''}
        </p>
      </div>
    </section>
  );
}
