/**
 * The first-paint part of «Ahorro de datos» (lib/ahorro/ahorro.ts), apart so that the client
 * code reading the mark (`ahorroInPage`) does not carry the script's text.
 */
import { AHORRO_ATTRIBUTE, AHORRO_COOKIE, SAVE_DATA_COOKIE } from './ahorro';

/**
 * The inline script's part (`lib/shell/firstPaint.ts`), run before anything is painted: the same
 * rule as `ahorroOf` over `document.cookie` and `navigator.connection.saveData`. While saving it
 * also sets `preload="none"` on every `<video>`/`<audio>` the parser adds (the cached HTML says
 * `metadata`): the browser picks a media element's preload when it starts loading, a task after
 * the element is inserted, so nothing of a video is fetched before the person presses play. It
 * stops watching at `DOMContentLoaded`; the player that takes over reads the attribute itself.
 * No `<` in it: an inline script's text is matched up to the next `<` by the CSP tests.
 * Fixed text: allowed on per-request pages by the hash of the whole script.
 */
export const AHORRO_SCRIPT = `(function(d){try{var c=document.cookie,m=/(?:^|;\\s*)${AHORRO_COOKIE}=([01])(?:;|$)/.exec(c),n=navigator.connection,s=m?(m[1]==="1"?"elegido":""):(/(?:^|;\\s*)${SAVE_DATA_COOKIE}=1(?:;|$)/.test(c)||(n&&n.saveData===true)?"navegador":"");if(!s)return;d.setAttribute(${JSON.stringify(AHORRO_ATTRIBUTE)},s);var o=new MutationObserver(function(r){for(var i=0;r[i];i++)for(var a=r[i].addedNodes,j=0;a[j];j++){var e=a[j];if(e.nodeName==="VIDEO"||e.nodeName==="AUDIO")e.setAttribute("preload","none")}});o.observe(d,{childList:true,subtree:true});document.addEventListener("DOMContentLoaded",function(){o.disconnect()})}catch(e){}})(document.documentElement);`;
