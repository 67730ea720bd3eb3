/** What a mailed account link answers once it was used, has expired, or was never sent. */
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Request a new one.';
export const INVALID_VERIFY_LINK = 'This verification link is invalid or has expired. Send yourself a new one.';
