import { describe, expect, it } from 'vitest';
import { clockText, formErrorText, formFieldErrors, retryAfterText } from './serverErrors';

describe('formFieldErrors', () => {
  const signupFields = ['name', 'lastName', 'documentType', 'documentNumber', 'email', 'phone'];

  it.each([
    [undefined, []],
    [[], []],
    [
      [{ field: 'document_number', message: 'El DNI debe tener como máximo 8 dígitos.' }],
      [{ field: 'documentNumber', message: 'El DNI debe tener como máximo 8 dígitos.' }],
    ],
    [
      [
        { field: 'last_name', message: 'Obligatorio.' },
        { field: 'device', message: 'Falta el dispositivo.' },
      ],
      [{ field: 'lastName', message: 'Obligatorio.' }],
    ],
    [
      [{ field: 'email', message: 'Correo inválido.' }],
      [{ field: 'email', message: 'Correo inválido.' }],
    ],
  ])('%j → %j', (fields, expected) => {
    expect(formFieldErrors(fields, signupFields)).toEqual(expected);
  });
});

describe('retryAfterText', () => {
  it.each([
    [undefined, null],
    [0, null],
    [30, 'Inténtalo nuevamente en 30 segundos.'],
    [60, 'Inténtalo nuevamente en 1 minuto.'],
    [61, 'Inténtalo nuevamente en 2 minutos.'],
    [900, 'Inténtalo nuevamente en 15 minutos.'],
  ])('%j → %j', (seconds, expected) => {
    expect(retryAfterText(seconds)).toBe(expected);
  });
});

describe('clockText', () => {
  it.each([
    [300, '5:00'],
    [245, '4:05'],
    [59.9, '0:59'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('%j → %j', (seconds, expected) => {
    expect(clockText(seconds)).toBe(expected);
  });
});

describe('formErrorText', () => {
  it.each([
    [
      { message: 'Documento o contraseña incorrectos.', status: 401 },
      'Documento o contraseña incorrectos.',
    ],
    [
      {
        message: 'Demasiados intentos. Inténtalo nuevamente en unos minutos.',
        status: 429,
        retryAfterSeconds: 120,
      },
      'Demasiados intentos. Inténtalo nuevamente en 2 minutos.',
    ],
    [
      { message: 'Demasiados intentos. Inténtalo nuevamente en unos minutos.', status: 429 },
      'Demasiados intentos. Inténtalo nuevamente en unos minutos.',
    ],
    [
      { message: 'El servicio no está disponible.', status: 503, retryAfterSeconds: 30 },
      'El servicio no está disponible. Inténtalo nuevamente en 30 segundos.',
    ],
    // Issue #25: a code was just sent (the resend cooldown) is no lockout: the service says so.
    [
      {
        message: 'Te enviamos un código hace 9 s: úsalo, o pide otro en 51 s.',
        status: 429,
        code: 'CODE_RECENTLY_SENT',
        retryAfterSeconds: 51,
      },
      'Te enviamos un código hace 9 s: úsalo, o pide otro en 51 s.',
    ],
  ])('%j → %j', (error, expected) => {
    expect(formErrorText(error)).toBe(expected);
  });
});
