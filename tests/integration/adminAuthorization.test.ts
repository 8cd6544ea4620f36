import { describe } from 'vitest';
import { itRefusesWithoutAdminSession } from './adminAuthorizationMatrix.ts';
import { adminEndpoints } from './adminEndpoints.ts';
import { useAdminTestContext } from './adminSession.ts';
import { testDatabases } from './testDatabases.ts';

describe.each(testDatabases)('admin endpoints on $name', (database) => {
  const context = useAdminTestContext(database);
  itRefusesWithoutAdminSession(adminEndpoints, () => context.db);
});
