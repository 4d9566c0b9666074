import type { FastifyInstance } from 'fastify';
import { embeddedGeocoder } from './embedded-geocoder';
import type { Geocoder } from './geocoder';
import { remoteGeocoder } from './remote-geocoder';

const byApp = new WeakMap<FastifyInstance, Geocoder>();

/** The app's geocoder, chosen once from its config: GEOCODER_URL, else the embedded gazetteer. */
export function geocoderFor(app: FastifyInstance): Geocoder {
  let geocoder = byApp.get(app);
  if (!geocoder) {
    const remote = app.config.geocoder;
    geocoder = remote ? remoteGeocoder(remote.url, remote.flavour, app.log) : embeddedGeocoder(app.db);
    byApp.set(app, geocoder);
  }
  return geocoder;
}
