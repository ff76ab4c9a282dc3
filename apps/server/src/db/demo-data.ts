import type { Db } from './client.js';
import { createSeller, createUser } from './factories.js';

/** Demo accounts share the password "password123"; the README lists them. */
export async function seedDemoData(db: Db) {
  await createUser(db, { username: 'demo', email: 'demo@spaceshare.example', country: 'Ghana' });
  await createSeller(db, { username: 'courier', email: 'courier@spaceshare.example', country: 'China' });
  return { users: 2 };
}
