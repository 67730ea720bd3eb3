import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, REDACTED } from './logger.js';

afterEach(() => vi.restoreAllMocks());

function captureStdout(): () => Array<Record<string, unknown>> {
  const chunks: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    chunks.push(String(chunk));
    return true;
  });
  return () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('logger', () => {
  it('writes one JSON object per line with time, level, message and fields', () => {
    const lines = captureStdout();
    createLogger('info').info('request', { method: 'GET', status: 200 });
    const [line] = lines();
    expect(line).toMatchObject({ level: 'info', message: 'request', method: 'GET', status: 200 });
    expect(new Date(String(line!.time)).toISOString()).toBe(line!.time);
  });

  it('leaves out lines below its level', () => {
    const lines = captureStdout();
    const logger = createLogger('warn');
    logger.info('quiet');
    logger.warn('loud');
    expect(lines().map((line) => line.message)).toEqual(['loud']);
  });

  it('adds a child’s fields (the request id) to every line it writes', () => {
    const lines = captureStdout();
    const request = createLogger('info', { service: 'api' }).child({ requestId: 'req-1' });
    request.info('one');
    request.error('two', { code: 'X' });
    expect(lines()).toEqual([
      expect.objectContaining({ service: 'api', requestId: 'req-1', message: 'one' }),
      expect.objectContaining({ requestId: 'req-1', message: 'two', level: 'error', code: 'X' }),
    ]);
  });

  it('redacts passwords, tokens, taxpayer identifiers and dates of birth, also one object down', () => {
    const lines = captureStdout();
    createLogger('debug')
      .child({ requestId: 'req-2' })
      .info('careless', {
        password: 'hunter2-hunter2',
        token: 'tok_abc',
        body: { email: 'ada@example.com', newPassword: 'correct horse', dateOfBirth: '1979-08-14' },
        answer: { borrowerTaxpayerIdentifier: '531248876', borrowerDateOfBirth: '1979-08-14' },
        headers: { cookie: 'roofline_session=abc', authorization: 'Bearer xyz' },
        ssn: '531-24-8876',
      });
    const text = JSON.stringify(lines());
    for (const secret of ['hunter2', 'tok_abc', 'correct horse', '1979-08-14', '531248876', '531-24-8876', 'roofline_session=abc', 'Bearer xyz'])
      expect(text).not.toContain(secret);
    const [line] = lines();
    expect(line).toMatchObject({
      password: REDACTED,
      body: { email: 'ada@example.com', newPassword: REDACTED, dateOfBirth: REDACTED },
      answer: { borrowerTaxpayerIdentifier: REDACTED },
    });
  });
});
