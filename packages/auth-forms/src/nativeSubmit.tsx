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

export const NATIVE_SUBMIT_MESSAGES: Readonly<Record<AccountForm, string>> = {
  login: `${SENT_EARLY} Para iniciar sesión necesitas JavaScript: actívalo y vuelve a intentarlo.`,
  signup: `${SENT_EARLY} Para crear tu cuenta necesitas JavaScript: actívalo y vuelve a intentarlo.`,
  recoverPassword: `${SENT_EARLY} Para recuperar tu contraseña necesitas JavaScript: actívalo y vuelve a intentarlo.`,
  restorePassword: `${SENT_EARLY} Para crear una nueva contraseña necesitas JavaScript: actívalo y vuelve a abrir el enlace de tu correo.`,
  participate: `${SENT_EARLY} Para participar necesitas JavaScript: actívalo y vuelve a intentarlo.`,
};

/** Said inside the form, before anything is typed, to a visitor without JavaScript. */
export const NOSCRIPT_NOTES: Readonly<Record<AccountForm, string>> = {
  login:
    'Para iniciar sesión necesitas JavaScript. Actívalo en tu navegador y vuelve a cargar la página.',
  signup:
    'Para crear tu cuenta necesitas JavaScript. Actívalo en tu navegador y vuelve a cargar la página.',
  recoverPassword:
    'Para recuperar tu contraseña necesitas JavaScript. Actívalo en tu navegador y vuelve a cargar la página.',
  restorePassword:
    'Para crear una nueva contraseña necesitas JavaScript. Actívalo en tu navegador y vuelve a cargar la página.',
  participate:
    'Para participar necesitas JavaScript. Actívalo en tu navegador y vuelve a cargar la página.',
};

/** The form's note for a browser without JavaScript (only such a browser shows `<noscript>`). */
export function NoScriptNote({ form }: { form: AccountForm }) {
  return (
    <noscript>
      <p className={styles.Problem}>{NOSCRIPT_NOTES[form]}</p>
    </noscript>
  );
}
