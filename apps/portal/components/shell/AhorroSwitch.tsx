import { useId } from 'react';
import { AHORRO_PAGE, AHORRO_ROUTE, AHORRO_SECTION_ID, CONFIRM_FIELD } from '@/lib/ahorro/ahorro';
import styles from './AhorroSwitch.module.css';

/**
 * The footer's «Ahorro de datos» switch (issue #33): a plain form to `POST /api/ahorro-de-datos`
 * (lib/ahorro/route.ts), which keeps the choice in a cookie and answers 303 back to the page, at
 * this section. It works without JavaScript and ships none (a server component: the footer is in
 * the cached HTML of every page).
 *
 * The HTML is the same for everyone, so it holds both states; which one shows is the first-paint
 * script's mark on `<html>` (`data-ahorro`, lib/ahorro/ahorro.ts) read by CSS before anything is
 * painted. A hidden state is `display: none`, out of the accessibility tree too: a person hears
 * only the status that is true and the one button that changes it.
 *
 * Without JavaScript there is no mark, so that form is hidden (it shows only under `data-js`,
 * set by the same script) and a `<noscript>` one takes its place: both buttons, with
 * `confirmar=1`, so the route lands on `/ahorro-de-datos`, which says the state from the server
 * and links back here; and a link to that page to see it.
 */
export function AhorroSwitch() {
  const titleId = `${useId()}-ahorro`;
  return (
    <section id={AHORRO_SECTION_ID} className={styles.Ahorro} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.Title}>
        Ahorro de datos
      </h2>
      <form method="post" action={AHORRO_ROUTE} className={styles.Form} data-scripted="">
        <p className={styles.Status} data-when="off">
          Desactivado. Actívalo si navegas con datos móviles: las imágenes pesan menos, los videos
          no se descargan hasta que los reproduces y las clases grabadas empiezan en «Solo audio».
        </p>
        <p className={styles.Status} data-when="on">
          <strong>Ahorro de datos activado:</strong> imágenes más livianas y sin reproducción
          automática; los videos se descargan solo al reproducirlos y las clases grabadas empiezan
          en «Solo audio».
          <span data-when="browser"> Lo activó tu navegador, que pidió ahorrar datos.</span>
        </p>
        <button type="submit" name="ahorro" value="1" className={styles.Button} data-when="off">
          Activar el ahorro de datos
        </button>
        <button type="submit" name="ahorro" value="0" className={styles.Button} data-when="on">
          Desactivar el ahorro de datos
        </button>
      </form>
      <noscript>
        <form method="post" action={AHORRO_ROUTE} className={styles.Form}>
          <p className={styles.Status}>
            Imágenes más livianas y videos que se descargan solo al reproducirlos.{' '}
            <a href={AHORRO_PAGE} className={styles.Link}>
              Ver si está activado
            </a>
          </p>
          <input type="hidden" name={CONFIRM_FIELD} value="1" />
          <span className={styles.Buttons}>
            <button type="submit" name="ahorro" value="1" className={styles.Button}>
              Activar el ahorro de datos
            </button>
            <button type="submit" name="ahorro" value="0" className={styles.Button}>
              Desactivar el ahorro de datos
            </button>
          </span>
        </form>
      </noscript>
    </section>
  );
}
