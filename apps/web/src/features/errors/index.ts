/** The errors feature's public surface: other features and the app shell import only from here. */
export { default as NotFoundPage } from './components/not-found-page';
