import { describe, expect, it } from 'vitest';
import { recognizeAllowedType } from './magicBytes.js';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('recognizeAllowedType', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['a HEIC photo', bytes([0, 0, 0, 0x18], 'ftypheic'), 'image/heic'],
    ['a Windows program', bytes('MZ', [0x90, 0]), null],
    ['text calling itself a PDF', bytes('PDF report'), null],
    ['an MP4 video', bytes([0, 0, 0, 0x18], 'ftypmp42'), null],
  ])('%s is %s', (_label, input, expected) => {
    expect(recognizeAllowedType(input)).toBe(expected);
  });
});
