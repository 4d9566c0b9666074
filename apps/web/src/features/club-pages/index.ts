/** The club pages feature's public surface (screens are reached through ./pages in the router table). */
export { helpFaqs } from './lib/faq';
export { clubPages } from './pages';
