import type { Knex } from 'knex';
import type { AppConfig } from '../config.js';
import type { Logger } from '../lib/logger.js';
import type { Geocoder } from './geocoder/Geocoder.js';
import { GooglePlacesGeocoder } from './geocoder/GooglePlacesGeocoder.js';
import { OfflineGeocoder } from './geocoder/OfflineGeocoder.js';
import type { Mailer } from './mail/Mailer.js';
import { OutboxMailer } from './mail/OutboxMailer.js';
import { SmtpMailer } from './mail/SmtpMailer.js';
import { createDocumentAdapters, type DocumentAdapters } from './documentAdapters.js';

/** The outside world, each behind a small interface with an offline default. */
export interface Adapters extends DocumentAdapters {
  mailer: Mailer;
  geocoder: Geocoder;
}

export function createAdapters(config: AppConfig, db: Knex, logger: Logger): Adapters {
  return {
    mailer: config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new OutboxMailer(db, logger),
    geocoder: config.GOOGLE_PLACES_API_KEY ? new GooglePlacesGeocoder(config.GOOGLE_PLACES_API_KEY) : new OfflineGeocoder(),
    ...createDocumentAdapters(config),
  };
}
