// A Vitest setup file (vite.config.ts, test.setupFiles): every test file hashes passwords at a low scrypt cost,
// since sign-ins dominate the auth-heavy files on two cores. server/auth/passwords.test.ts checks production's cost,
// and the timing tests of sign-in switch back to it (setPasswordCostForTests).
import { setPasswordCostForTests } from '../../server/auth/passwords';

setPasswordCostForTests('low');
