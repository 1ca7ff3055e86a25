// The one safety filter for editors' markdown (raw HTML as text, safe links only), used by the legal texts.
export { inertMarkdown, parseInert } from '../lib/inert-markdown';
