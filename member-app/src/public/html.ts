// Escaping and parsing for the shared string templates.
export { esc, fromHtml } from '../lib/html';
