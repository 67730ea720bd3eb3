import type { Knex } from 'knex';
import type { Logger } from '../../lib/logger.js';
import type { Mailer, MailMessage } from './Mailer.js';

/** Offline default: every message lands in the mail_outbox table and its links go to the log. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Knex,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db('mail_outbox').insert({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      links: JSON.stringify(message.links),
    });
    this.logger.info('mail written to outbox', { subject: message.subject, links: message.links });
  }
}
