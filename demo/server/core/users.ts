import { one, run, type Database } from './db';
import { hashSecret } from './secrets';
import type { UserInfo } from '../../../src/api/main';

/**
 * Accounts live in the core store rather than in one area because every area checks who is asking.
 * Area seeds may add more people (e.g. extra signers) with addUser.
 */
export interface User extends UserInfo {
  /** The plain password given to addUser, which stores only its hash; '' on a user read from the store. */
  password: string;
  /** Which login systems accept the account: employees use both, suppliers only 'srm' (SRM and QMS). */
  systems: Array<'main' | 'srm'>;
}

export const DEMO_PASSWORD = 'demo';

export const DEMO_USERS: User[] = [
  {
    userID: 'U10001',
    userNo: '10001',
    userName: '陳志明',
    phone: '13800000001',
    avatarUrl: '/static/logo.png',
    supplierCode: '',
    roles: ['approver', 'reviewer', 'auditor', 'joint-review', 'mis-manager', 'qc-leader', 'business'],
    password: DEMO_PASSWORD,
    systems: ['main', 'srm'],
  },
  {
    userID: 'U10002',
    userNo: '10002',
    userName: '林美玲',
    phone: '13800000002',
    // Empty on purpose: the client must fall back to /static/logo.png (SPEC section 3).
    avatarUrl: '',
    supplierCode: '',
    roles: ['applicant'],
    password: DEMO_PASSWORD,
    systems: ['main', 'srm'],
  },
  {
    userID: 'US0001',
    userNo: 'S0001',
    userName: '東莞精密五金有限公司',
    phone: '13900000001',
    avatarUrl: '',
    supplierCode: 'S0001',
    roles: ['supplier'],
    password: DEMO_PASSWORD,
    systems: ['srm'],
  },
];

export function usersSchema(db: Database): void {
  db.run(`CREATE TABLE users (
    user_no TEXT PRIMARY KEY,
    user_id TEXT NOT NULL,
    user_name TEXT NOT NULL,
    phone TEXT NOT NULL,
    avatar_url TEXT NOT NULL,
    supplier_code TEXT NOT NULL,
    roles TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    systems TEXT NOT NULL
  )`);
}

/**
 * Hashes of the published demo passwords (sign-in `demo`, salary `salary123`), made with hashSecret once and
 * kept here, so a start or a reset derives no key; any other seeded password is hashed once per process.
 */
const seedHashes = new Map<string, string>([
  ['demo', 'scrypt$14$8$1$z6sD1h34SOTjmXPVfT1CIA$fVfpMYtyokPmlJLiNrPvfqyB3AjHvmNaphHTE0E2SSw'],
  ['salary123', 'scrypt$14$8$1$1uBBHDAhBcHYttigVGY2gQ$IIpQTy-Kw9F44IWbthxU6ibRBK-srhFXoeRTaO4cZaA'],
]);

/** The stored hash of a seeded password: seeded accounts share the published passwords and so their hashes. */
export function seedHash(plain: string): string {
  const known = seedHashes.get(plain);
  if (known) return known;
  const hash = hashSecret(plain);
  seedHashes.set(plain, hash);
  return hash;
}

/** The stored password hash of an account, or undefined when there is no such account. */
export function passwordHashOf(db: Database, userNo: string): string | undefined {
  return one<{ password_hash: string }>(db, 'SELECT password_hash FROM users WHERE user_no = ?', [userNo])
    ?.password_hash;
}

export function addUser(db: Database, user: User): void {
  run(db, 'INSERT INTO users VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)', [
    user.userNo,
    user.userID,
    user.userName,
    user.phone,
    user.avatarUrl,
    user.supplierCode,
    JSON.stringify(user.roles),
    seedHash(user.password),
    JSON.stringify(user.systems),
  ]);
}

export function seedUsers(db: Database): void {
  for (const user of DEMO_USERS) addUser(db, user);
}

interface UserRow {
  user_no: string;
  user_id: string;
  user_name: string;
  phone: string;
  avatar_url: string;
  supplier_code: string;
  roles: string;
  systems: string;
}

function toUser(row: UserRow): User {
  return {
    userNo: row.user_no,
    userID: row.user_id,
    userName: row.user_name,
    phone: row.phone,
    avatarUrl: row.avatar_url,
    supplierCode: row.supplier_code,
    roles: JSON.parse(row.roles) as string[],
    password: '',
    systems: JSON.parse(row.systems) as User['systems'],
  };
}

export function findUser(db: Database, userNo: string): User | undefined {
  const row = one<UserRow>(db, 'SELECT * FROM users WHERE user_no = ?', [userNo]);
  return row && toUser(row);
}

/** What the client may see of an account: never the password or the login systems. */
export function userInfo(user: User): UserInfo {
  const { password: _password, systems: _systems, ...info } = user;
  return info;
}
