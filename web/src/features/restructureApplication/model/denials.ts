import { DENIAL_TEXT, type Denial, type DenialCode } from '#core/partnership/index';

/** The API's denials with core/partnership's rules for each (waitlist, editable). */
export function toDenials(denials: ReadonlyArray<{ code: string; message: string }>): Denial[] {
  return denials.flatMap((denial) => {
    const text = DENIAL_TEXT[denial.code as DenialCode];
    return text ? [{ code: denial.code as DenialCode, ...text, message: denial.message }] : [];
  });
}
