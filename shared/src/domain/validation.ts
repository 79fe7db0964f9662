// The input rules of the product (SPEC §5), shared by the client forms and the server schemas.

/** A user account: 6 to 12 word characters. */
export const ACCOUNT_PATTERN = /^\w{6,12}$/;
/** A person's name written in 2 to 5 Chinese characters. */
export const CHINESE_NAME_PATTERN = /^[\u4e00-\u9fa5]{2,5}$/;
/** A mainland China ID number: 15 or 18 digits, the last of 18 may be X. */
export const MAINLAND_ID_PATTERN = /^(\d{15}|\d{17}[\dXx])$/;
/** A mainland China mobile number: 1, then one of 3,4,5,7,8,9, then 9 digits. */
export const CHINA_MOBILE_PATTERN = /^1[345789]\d{9}$/;
/** A verification code: exactly 4 digits. */
export const VERIFICATION_CODE_PATTERN = /^\d{4}$/;
/** An e-mail address in the usual local@domain.tld shape. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const isAccount = (value: string): boolean => ACCOUNT_PATTERN.test(value);
export const isChineseName = (value: string): boolean => CHINESE_NAME_PATTERN.test(value);
export const isMainlandId = (value: string): boolean => MAINLAND_ID_PATTERN.test(value);
export const isChinaMobile = (value: string): boolean => CHINA_MOBILE_PATTERN.test(value);
export const isVerificationCode = (value: string): boolean => VERIFICATION_CODE_PATTERN.test(value);
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** A calendar day written YYYY-MM-DD: 4 digits of year, then a month and a day that exist together. */
export const CALENDAR_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a day that exists, such as 2028-02-29 (not 2026-02-29, 2026-13-01 or 0000-01-01). */
export function isCalendarDay(value: string): boolean {
  const match = CALENDAR_DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // Year 0 does not exist in PostgreSQL's calendar (1 BC comes before 1 AD).
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/** The shape of an international number: +, then 8 to 15 digits (spaces, dashes, brackets allowed). */
export const PHONE_SHAPE_PATTERN = /^\+\d{8,15}$/;

/**
 * Whether `value` has the shape of an international phone number. The number plan itself (is
 * +84 9… a real Vietnamese mobile?) is checked by isInternationalPhone in phoneNumbers.ts, which
 * carries the plan's metadata and so stays off the screens that do not ask for a phone.
 */
export function hasPhoneShape(value: string): boolean {
  return PHONE_SHAPE_PATTERN.test(value.replace(/[\s()-]/g, ''));
}

/** A phone number with all but its country code prefix and last four digits hidden. */
export function maskPhone(e164: string): string {
  if (e164.length <= 7) return e164;
  return `${e164.slice(0, 4)}${'*'.repeat(e164.length - 8)}${e164.slice(-4)}`;
}
