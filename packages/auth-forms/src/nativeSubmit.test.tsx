import { describe, expect, it } from 'vitest';
import { NATIVE_SUBMIT_MESSAGES, NOSCRIPT_NOTES } from './nativeSubmit';

const SENT_EARLY =
  'Tu navegador envió el formulario antes de que la página terminara de cargar o tiene JavaScript desactivado.';

describe('what each account form says without its script (composed per form)', () => {
  it.for([
    ['login', 'iniciar sesión', 'vuelve a intentarlo'],
    ['signup', 'crear tu cuenta', 'vuelve a intentarlo'],
    ['recoverPassword', 'recuperar tu contraseña', 'vuelve a intentarlo'],
    ['restorePassword', 'crear una nueva contraseña', 'vuelve a abrir el enlace de tu correo'],
    ['participate', 'participar', 'vuelve a intentarlo'],
  ] as const)('%s', ([form, action, then]) => {
    expect(NATIVE_SUBMIT_MESSAGES[form]).toBe(
      `${SENT_EARLY} Para ${action} necesitas JavaScript: actívalo y ${then}.`,
    );
    expect(NOSCRIPT_NOTES[form]).toBe(
      `Para ${action} necesitas JavaScript. Actívalo en tu navegador y vuelve a cargar la página.`,
    );
  });

  it('has a message for each form and no other', () => {
    expect(Object.keys(NATIVE_SUBMIT_MESSAGES).sort()).toEqual(Object.keys(NOSCRIPT_NOTES).sort());
    expect(Object.keys(NOSCRIPT_NOTES)).toHaveLength(5);
  });
});
