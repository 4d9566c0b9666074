/** The tiles module's front door: what other modules and the app use of it. */
export { registerTiles } from './routes';
