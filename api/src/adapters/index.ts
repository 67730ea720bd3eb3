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
import type { BankLinkProvider } from './bankLink/BankLinkProvider.js';
import { createBankLinkProvider } from './bankLink/createBankLinkProvider.js';
import type { PaymentProcessor } from './payments/PaymentProcessor.js';
import { createPaymentProcessor } from './payments/createPaymentProcessor.js';
import type { PayoutProvider } from './payouts/PayoutProvider.js';
import { createPayoutProvider } from './payouts/createPayoutProvider.js';
import type { HomeValuationSource } from './valuation/HomeValuationSource.js';
import { createHomeValuationSource } from './valuation/createHomeValuationSource.js';
import type { LeadPipeline } from './leadPipeline/LeadPipeline.js';
import { createLeadPipeline } from './leadPipeline/createLeadPipeline.js';
import type { IdentityVerifier } from './identity/IdentityVerifier.js';
import { createIdentityVerifier } from './identity/createIdentityVerifier.js';

/** The outside world, each behind a small interface with an offline default. */
export interface Adapters extends DocumentAdapters {
  mailer: Mailer;
  geocoder: Geocoder;
  paymentProcessor: PaymentProcessor;
  bankLink: BankLinkProvider;
  payouts: PayoutProvider;
  homeValuation: HomeValuationSource;
  leadPipeline: LeadPipeline;
  identity: IdentityVerifier;
}

export function createAdapters(config: AppConfig, db: Knex, logger: Logger): Adapters {
  return {
    mailer: config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new OutboxMailer(db, logger, config.MAIL_OUTBOX_DIR),
    geocoder: config.GOOGLE_PLACES_API_KEY ? new GooglePlacesGeocoder(config.GOOGLE_PLACES_API_KEY) : new OfflineGeocoder(),
    paymentProcessor: createPaymentProcessor(config, db),
    bankLink: createBankLinkProvider(config, db),
    payouts: createPayoutProvider(config),
    homeValuation: createHomeValuationSource(config, db),
    leadPipeline: createLeadPipeline(db),
    identity: createIdentityVerifier(config),
    ...createDocumentAdapters(config),
  };
}
