/** Key under which the reader's theme choice persists. */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Runs in <head> before first paint so a stored dark/light choice never flashes the other theme;
 * without a stored choice the CSS follows `prefers-color-scheme`.
 */
export const themeBootScript = `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='dark'||t==='light')document.documentElement.dataset.theme=t}catch(e){}`;
