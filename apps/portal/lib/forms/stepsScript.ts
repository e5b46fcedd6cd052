/**
 * The question pages' part of the layout's first-paint script (issue #32): it marks `<html>` with
 * `data-js` — a script runs in this browser, so a form of question pages shows one page at a time
 * from the first paint (CSS, `StepForm.module.css`), without JavaScript every page shows. If the
 * page's own script never makes the form work (a download that failed or never ends on a poor
 * connection), the form is marked `data-all-steps` a while after the `load` event: every page
 * shows and the form is sent natively, as without JavaScript. Nothing else. (No `<` in it: an
 * inline script's text is matched up to the next `<` by the CSP tests.)
 */

/** How long after `load` a form whose script has not run shows every page. */
export const STEP_FORMS_FALLBACK_MS = 5000;

export const STEP_FORMS_SCRIPT = `document.documentElement.setAttribute("data-js","");addEventListener("load",function(){setTimeout(function(){var f=document.querySelectorAll("form[data-steps]:not([data-hydrated])");for(var i=0;f[i];i++)f[i].setAttribute("data-all-steps","")},${STEP_FORMS_FALLBACK_MS})});`;
