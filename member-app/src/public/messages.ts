// Message lookup over the keys a page passed in, for scripts that render text in the browser.
export { createTranslator } from '../lib/messages';
