import { User } from '../../models/User.js';
import type { ApplicationWork } from './work.js';

// One message to the applicant at each stage change, through the mail adapter (the outbox by
// default). The stage has changed either way: a failed message is logged, not retried.

type MailWork = Pick<ApplicationWork, 'db' | 'config' | 'adapters' | 'logger' | 'origin'>;

interface MailedApplication {
  uuid: string;
  userUuid: string;
  stage: string;
}

/** One product's mail: its words for each stage, and where its application's link points. */
export interface ProductMail<Application extends MailedApplication> {
  /** Names log lines: 'purchase', 'restructure'. */
  kind: string;
  /** The application's page, before its uuid: '/application/purchase/'. */
  page: string;
  /** What the link shows: 'your purchase'. */
  stands: string;
  stages: Record<Application['stage'], { subject: string; body: (application: Application) => string }>;
}

export const linkTo = (work: MailWork, path: string) => `${work.origin ?? work.config.PUBLIC_ORIGIN ?? `http://localhost:${work.config.PORT}`}${path}`;

/** The request for more documents, in every product's words alike. */
export const moreDocumentsBody = (application: { missingDocuments: string[] }) =>
  `To finish the review we need: ${application.missingDocuments.join(', ').replaceAll('_', ' ').toLowerCase()}. Upload them and tell us you are done.`;

/** A message to the applicant with the link to the application; `what` names the log line of a failure. */
export async function mailApplicant<Application extends MailedApplication>(
  work: MailWork,
  mail: ProductMail<Application>,
  application: Application,
  message: { subject: string; body: string },
  what = 'stage',
): Promise<void> {
  try {
    const user = await User.query(work.db).findById(application.userUuid);
    if (!user) return;
    const link = linkTo(work, `${mail.page}${application.uuid}`);
    await work.adapters.mailer.send({
      to: user.email,
      subject: message.subject,
      text: `${user.firstName ? `Hello ${user.firstName},\n\n` : ''}${message.body}\n\nSee where ${mail.stands} stands:\n${link}`,
      links: [link],
    });
  } catch (error) {
    work.logger.warn(`${mail.kind} ${what} mail failed`, {
      applicationUuid: application.uuid,
      stage: application.stage,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** The message of the stage the application has reached. */
export function sendStageMail<Application extends MailedApplication>(work: MailWork, mail: ProductMail<Application>, application: Application): Promise<void> {
  const message = mail.stages[application.stage as Application['stage']];
  return mailApplicant(work, mail, application, { subject: message.subject, body: message.body(application) });
}
