/** The admin the end-to-end run creates through ADMIN_USERNAME / ADMIN_PASSWORD. */
export const ADMIN = { username: 'e2e-admin', password: 'e2e-password-123' };
