import { createContext, useContext } from 'react';
import { APP_API_BASE } from '../../lib/client';
import { type OpenLiveStream, openEventSource } from './liveStream';

/** How the slideshow follows its space and paces itself. */
export interface LiveSettings {
  /** The API's base, on which the live signal's address is built. */
  apiBase: string;
  /** Opens the live signal; stories and tests pass a fake. */
  openStream: OpenLiveStream;
  /** Each photo stays this long before the next fades in. */
  slideMs: number;
  /** Without the live signal the live photos are read again this often (new photos within 3 s). */
  pollMs: number;
  /** The controls and the cursor hide after this long without input. */
  controlsIdleMs: number;
  /** Origin of the space's public link in its QR code. Default: this page's origin. */
  origin?: string;
}

/** The settings of the app: the browser's `EventSource`, a photo every 7 s, polling every 3 s. */
export const DEFAULT_LIVE_SETTINGS: LiveSettings = {
  apiBase: APP_API_BASE,
  openStream: openEventSource,
  slideMs: 7000,
  pollMs: 3000,
  controlsIdleMs: 3000,
};

const LiveSettingsContext = createContext<LiveSettings>(DEFAULT_LIVE_SETTINGS);

/** Overrides the settings; stories hold the slideshow still and never open a real stream. */
export const LiveSettingsProvider = LiveSettingsContext.Provider;

/** The settings in force. */
export const useLiveSettings = (): LiveSettings => useContext(LiveSettingsContext);
