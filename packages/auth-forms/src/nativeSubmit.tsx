import styles from './forms.module.css';

/**
 * What the account forms say about a submission without their script (issue #25): the forms post
 * to their same-site route, which answers with `?sin-js=1` (`@vivasalud/auth/native-form`) and
 * reads nothing of what was sent; the page then shows one of these in the form's alert.
 */
const SENT_EARLY =
  'Tu navegador envió el formulario antes de que la página terminara de cargar o tiene JavaScript desactivado.';

export type AccountForm =
  'login' | 'signup' | 'recoverPassword' | 'restorePassword' | 'participate';

/** What each form does, as its messages say it («Para iniciar sesión necesitas JavaScript…»). */
const ACTIONS: Readonly<Record<AccountForm, string>> = {
  login: 'iniciar sesión',
  signup: 'crear tu cuenta',
  recoverPassword: 'recuperar tu contraseña',
  restorePassword: 'crear una nueva contraseña',
  participate: 'participar',
};

// Composed from the actions, not ten sentences written out: every form page carries all of them
// (issue #33).
const byForm = (text: (form: AccountForm) => string) =>
  Object.fromEntries(
    (Object.keys(ACTIONS) as AccountForm[]).map((form) => [form, text(form)]),
  ) as Record<AccountForm, string>;

export const NATIVE_SUBMIT_MESSAGES: Readonly<Record<AccountForm, string>> = byForm(
  (form) =>
    `${SENT_EARLY} Para ${ACTIONS[form]} necesitas JavaScript: actívalo y ${
      // The new password's page is reached from the mail's link (its key is not kept).
      form === 'restorePassword' ? 'vuelve a abrir el enlace de tu correo' : 'vuelve a intentarlo'
    }.`,
);

/** Said inside the form, before anything is typed, to a visitor without JavaScript. */
export const NOSCRIPT_NOTES: Readonly<Record<AccountForm, string>> = byForm(
  (form) =>
    `Para ${ACTIONS[form]} necesitas JavaScript. Actívalo en tu navegador y vuelve a cargar la página.`,
);

/** The form's note for a browser without JavaScript (only such a browser shows `<noscript>`). */
export function NoScriptNote({ form }: { form: AccountForm }) {
  return (
    <noscript>
      <p className={styles.Problem}>{NOSCRIPT_NOTES[form]}</p>
    </noscript>
  );
}
