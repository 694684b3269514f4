/** The module the client render hook imports (renderer/+onRenderClient.ts): React and the page frame. */
export const RENDERER_MODULE = 'renderer/renderPageClient.tsx';

/**
 * V8's explicit compile hint (Chrome 136+), the first line of each script of a first load (the build's
 * `firstLoadCompileHints`): compile every function of the file as it streams in.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Marks the inert list of the app's script preloads, and the entry among them. */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts';
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';

/**
 * Every page is complete HTML before any script runs, so its scripts wait for its first paint. With
 * vike's tags the browser fetched about twenty script chunks beside the stylesheet, and on a fast link
 * ran the framework before the first paint: a slow phone drew nothing until both were done. Now the
 * preloads sit in an inert `<template>`; once the browser reports the first contentful paint they go
 * into `<head>` (all fetched at once, no waterfall) and the entry is imported. A page that reports no
 * paint (a hidden tab, a browser without paint timing) starts them after `FIRST_PAINT_WAIT_MS`.
 */
export const FIRST_PAINT_WAIT_MS = 2_000;

export const appEntryBootScript = `(function(){var started=false;function start(){if(started)return;started=true;document.head.append(document.querySelector('template[${APP_SCRIPTS_ATTRIBUTE}]').content);import(document.querySelector('link[${APP_ENTRY_ATTRIBUTE}]').href)}try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true})}catch(e){}setTimeout(start,${FIRST_PAINT_WAIT_MS})})()`;

/** vike's entry tag and its script preloads, as it writes them into every page. */
const VIKE_ENTRY_TAG = /<script src="([^"]+)" type="module" async><\/script>/;
const VIKE_SCRIPT_PRELOAD = /<link rel="modulepreload" href="[^"]+" as="script" type="text\/javascript">/g;

/**
 * A prerendered page whose scripts are fetched and run after its first paint (see above). Every page
 * also loads `rendererScripts` (React and the page frame, imported by the page's render hook): they are
 * preloaded with the rest, not fetched once the page's code has run.
 */
export function withAppEntryAfterFirstPaint(html: string, rendererScripts: readonly string[] = []): string {
  const entry = VIKE_ENTRY_TAG.exec(html);
  if (!entry) throw new Error("vike's entry script tag is missing from a page: its form may have changed");
  const preloads = html.match(VIKE_SCRIPT_PRELOAD) ?? [];
  const renderer = rendererScripts
    .filter((href) => href !== entry[1] && !preloads.some((preload) => preload.includes(`href="${href}"`)))
    .map((href) => `<link rel="modulepreload" href="${href}" as="script" type="text/javascript">`);
  const scripts = [
    `<link rel="modulepreload" href="${entry[1]}" ${APP_ENTRY_ATTRIBUTE}>`,
    ...preloads,
    ...renderer,
  ];
  return html
    .replace(VIKE_SCRIPT_PRELOAD, '')
    .replace(
      entry[0],
      () =>
        `<template ${APP_SCRIPTS_ATTRIBUTE}>${scripts.join('')}</template><script>${appEntryBootScript}</script>`,
    );
}
