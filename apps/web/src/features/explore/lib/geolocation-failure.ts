/** The codes of the browser's GeolocationPositionError. */
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;

/**
 * Android's location settings, opened from the browser by an intent URL (the mobile app build's
 * "confirm to open settings"). iOS has no such URL, hence its plain alert.
 */
export const ANDROID_LOCATION_SETTINGS =
  'intent:#Intent;action=android.settings.LOCATION_SOURCE_SETTINGS;end';

/** What the explore screen tells a member whose location could not be read (club-discovery §8). */
export type GeolocationFailure =
  /** The web build: an alert with the browser's error message. */
  | { kind: 'message'; text: string }
  /** No permission to read the location: 'Permission for your location is required…'. */
  | { kind: 'permission' }
  /** Location turned off on the device: an alert on iOS, elsewhere a confirm that opens the settings. */
  | { kind: 'disabled'; offerSettings: boolean };

export type Platform = { mobileApp: boolean; ios: boolean };

export const isIos = (userAgent: string) => /iPad|iPhone|iPod/.test(userAgent);

/** `error` is null when the device has no geolocation at all. */
export function geolocationFailure(
  error: { code: number; message: string } | null,
  platform: Platform,
): GeolocationFailure {
  if (!error) return { kind: 'permission' };
  if (platform.mobileApp) {
    if (error.code === PERMISSION_DENIED) return { kind: 'permission' };
    if (error.code === POSITION_UNAVAILABLE) return { kind: 'disabled', offerSettings: !platform.ios };
  }
  return error.message ? { kind: 'message', text: error.message } : { kind: 'permission' };
}
