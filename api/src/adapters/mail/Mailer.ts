export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Links the message carries, kept apart so the offline outbox can print them. */
  links: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
