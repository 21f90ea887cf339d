import { hash, verify } from '@node-rs/argon2';

// The library's default is argon2id (19 MiB, t=2): OWASP's recommended minimum.
export const hashPassword = (plain: string) => hash(plain);

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

let dummy: Promise<string> | undefined;
/** Hash checked when the ID is unknown, so a wrong ID costs the same time as a wrong password. */
export const dummyHash = () => (dummy ??= hashPassword('not-a-real-password-' + Math.random()));
