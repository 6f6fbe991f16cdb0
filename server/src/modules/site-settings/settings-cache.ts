import { heldReads } from '../../cluster/held-reads';

/**
 * The site settings held in memory per database, for the calls that read them on every
 * request (every date shown needs the site time zone), until any process saves them
 * (docs/architecture.md#caches-across-processes). One key: the settings are one row.
 */
export const settingsCache = heldReads<'settings'>({ topic: 'site-settings' });
