import { describe, expect, it } from 'vitest';
import { geolocationFailure, isIos } from './geolocation-failure';

const web = { mobileApp: false, ios: false };
const android = { mobileApp: true, ios: false };
const iphone = { mobileApp: true, ios: true };
const denied = { code: 1, message: 'User denied Geolocation' };
const unavailable = { code: 2, message: 'Position unavailable' };
const timeout = { code: 3, message: 'Timeout expired' };

describe('geolocation failure (club-discovery §8)', () => {
  it('on the web shows the error message itself', () => {
    expect(geolocationFailure(denied, web)).toEqual({ kind: 'message', text: 'User denied Geolocation' });
    expect(geolocationFailure(unavailable, web)).toEqual({ kind: 'message', text: 'Position unavailable' });
  });

  it('asks for permission when there is no geolocation or no message to show', () => {
    expect(geolocationFailure(null, web)).toEqual({ kind: 'permission' });
    expect(geolocationFailure({ code: 3, message: '' }, web)).toEqual({ kind: 'permission' });
  });

  it('in the app, a missing permission asks for it', () => {
    expect(geolocationFailure(denied, android)).toEqual({ kind: 'permission' });
    expect(geolocationFailure(denied, iphone)).toEqual({ kind: 'permission' });
  });

  it('in the app, location turned off: an alert on iOS, elsewhere an offer to open the settings', () => {
    expect(geolocationFailure(unavailable, iphone)).toEqual({ kind: 'disabled', offerSettings: false });
    expect(geolocationFailure(unavailable, android)).toEqual({ kind: 'disabled', offerSettings: true });
  });

  it('in the app, a timeout still shows its message', () => {
    expect(geolocationFailure(timeout, android)).toEqual({ kind: 'message', text: 'Timeout expired' });
  });

  it('tells iOS devices by their user agent', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe(true);
    expect(isIos('Mozilla/5.0 (Linux; Android 15; Pixel 9)')).toBe(false);
  });
});
