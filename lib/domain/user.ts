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

/** Admin status is true only if the role equals admin (SPEC.md §4). */
export function isAdminRole(role: unknown): boolean {
  return role === 'admin';
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
