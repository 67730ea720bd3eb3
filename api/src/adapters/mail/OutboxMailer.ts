import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Logger } from '../../lib/logger.js';
import type { Mailer, MailMessage } from './Mailer.js';

/**
 * Offline default: every message lands in the mail_outbox table and its links go to the log.
 * With a directory, each message is also written there as JSON (named by time, so a listing is
 * in order), where a developer or a browser test running beside the server can read it.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Knex,
    private readonly logger: Logger,
    private readonly directory?: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db('mail_outbox').insert({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      links: JSON.stringify(message.links),
    });
    if (this.directory) {
      await mkdir(this.directory, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`;
      // Written aside and renamed, so a reader never sees half a message.
      await writeFile(path.join(this.directory, `${name}.partial`), JSON.stringify(message));
      await rename(path.join(this.directory, `${name}.partial`), path.join(this.directory, name));
    }
    this.logger.info('mail written to outbox', { subject: message.subject, links: message.links });
  }
}
