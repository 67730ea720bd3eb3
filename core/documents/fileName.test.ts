import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './fileName.js';
import { MAX_FILE_NAME_LENGTH } from './limits.js';

describe('sanitizeFileName', () => {
  it.each([
    ['statement.pdf', 'pdf', 'statement.pdf'],
    ['Statement.PDF', 'pdf', 'Statement.PDF'],
    ['photo.jpeg', 'jpg', 'photo.jpeg'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\My  Tax\tReturn.pdf', 'pdf', 'My Tax Return.pdf'],
    ['invoice.pdf.exe', 'pdf', 'invoice.pdf.exe.pdf'],
    ['...hidden', 'png', 'hidden.png'],
    ['a<b>c:"d"|e?*.pdf', 'pdf', 'abcde.pdf'],
    ['line\r\nbreak.pdf', 'pdf', 'linebreak.pdf'],
    ['', 'jpg', 'document.jpg'],
    ['....', 'heic', 'document.heic'],
    ['résumé.pdf', 'pdf', 'résumé.pdf'],
  ])('%j as a .%s is stored as %j', (original, extension, expected) => {
    expect(sanitizeFileName(original, extension)).toBe(expected);
  });

  it('shortens long names and keeps the extension', () => {
    const name = sanitizeFileName(`${'x'.repeat(300)}.pdf`, 'pdf');
    expect(name).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
