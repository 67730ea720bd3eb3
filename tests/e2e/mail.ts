import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from './fixtures';

/** Where the e2e server's outbox writes each message (MAIL_OUTBOX_DIR in startServer.mjs). */
const MAIL_DIR = path.resolve(import.meta.dirname, '../../.data/e2e/mail');

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

async function mailTo(to: string): Promise<{ name: string; mail: Mail }[]> {
  const names = await readdir(MAIL_DIR).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const all = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(async (name) => ({ name, mail: JSON.parse(await readFile(path.join(MAIL_DIR, name), 'utf8')) as Mail })),
  );
  return all.filter(({ mail }) => mail.to.toLowerCase() === to.toLowerCase());
}

/** The messages sent to an address so far, to tell the next one from them. */
export async function mailSeen(to: string): Promise<Set<string>> {
  return new Set((await mailTo(to)).map(({ name }) => name));
}

/** Waits until a new message with this subject reaches the address, and returns the newest. */
export async function nextMail(to: string, subject: string, seen: Set<string>): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(to)).filter(({ name, mail }) => !seen.has(name) && mail.subject === subject).at(-1)?.mail;
        return found !== undefined;
      },
      { message: `a message "${subject}" to ${to}` },
    )
    .toBe(true);
  return found!;
}
