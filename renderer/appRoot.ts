/** The element the app renders into: the prerendered HTML holds it, hydration takes it over. */
export const APP_ROOT_ID = 'app';
