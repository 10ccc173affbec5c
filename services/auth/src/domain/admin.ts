export interface AdminRecord {
  id: number;
  username: string;
  passwordHash: string;
}

export interface AdminRepository {
  findByUsername(username: string): Promise<AdminRecord | null>;
  /** Creates the admin unless that username exists; true when it was created. */
  createIfAbsent(admin: { username: string; passwordHash: string }): Promise<boolean>;
}
