/** DESIGN §10: at least 8 characters and not a common password. */
export const PASSWORD_MIN_LENGTH = 8;
