export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export type User = {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
  /**
   * Sessions carry the version they were issued under; raising it (demotion, password change,
   * Logout) ends every session issued before. Starts at 0.
   */
  sessionVersion: number;
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
